import type { InfoPageContent } from '../content-types';

/** /familjepaket: the Familj plan and the family tools as they work today (docs/families.md). */
export const familyPlanCopy = {
  sections: [
    {
      id: 'ingar',
      heading: 'Det här ingår i Familj',
      blocks: [
        {
          kind: 'list',
          items: [
            'Föräldrainsikter: följ budget, sparmål och lektioner vecka för vecka.',
            'Obegränsat antal sparmål – i Basic är det 5.',
            'Prioriterad support när ni behöver hjälp.',
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          title: 'Kommer snart',
          text: 'Familj går inte att köpa än, och vi tar inte betalt för något i dag. Tills dess kan ni koppla ihop era konton och använda familjefunktionerna nedan med gratis Basic-konton.',
        },
      ],
    },
    {
      id: 'koppla-ihop',
      heading: 'Koppla ihop familjen',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Skapa familjen',
              text: 'Du som förälder skapar en familj i appen och blir dess vårdnadshavare.',
            },
            {
              title: 'Bjud in med en kod',
              text: 'Du skapar en inbjudningskod på 12 tecken. Den gäller i 7 dagar och kan bara användas en gång.',
            },
            {
              title: 'Barnet skriver in koden',
              text: 'Barnet skriver in koden i sin app och blir med i familjen. En andra vårdnadshavare bjuds in på samma sätt, med en egen kod.',
            },
          ],
        },
        {
          kind: 'text',
          text: 'Man kan bara vara med i en familj i taget. Den som vill kan lämna familjen, och en förälder kan ta bort en medlem – då slutar delningen direkt.',
        },
      ],
    },
    {
      id: 'uppdrag',
      heading: 'Uppdrag med belöning',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Du ger ett uppdrag',
              text: 'Till exempel ”Klipp gräset”, med en belöning i kronor och upp till 100 XP, och ett datum om du vill.',
            },
            {
              title: 'Barnet gör det',
              text: 'Barnet markerar uppdraget som klart – det går även utan nät.',
            },
            {
              title: 'Du godkänner',
              text: 'När du godkänner förs belöningen in som en inkomst i barnets Slantis, och barnet får sin XP. Säger du nej kan barnet försöka igen.',
            },
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          title: 'Pengarna ger du själv',
          text: 'Slantis flyttar inga pengar. Belöningen syns i barnets budget, men du betalar ut den på det sätt ni brukar, till exempel med Swish.',
        },
      ],
    },
    {
      id: 'sparmal',
      heading: 'Sparmål tillsammans',
      blocks: [
        {
          kind: 'text',
          text: 'Sätt ett sparmål åt ditt barn och lova att lägga till en del av det som sparas, mellan 1 och 100 %. Barnet ser målet, vem som satte det och löftet – och kan sätta in på det, men inte ändra det.',
        },
        { kind: 'links', items: [{ label: 'Så funkar sparmål', to: '/sparmal' }] },
      ],
    },
    {
      id: 'insikter',
      heading: 'Föräldrainsikter',
      blocks: [
        {
          kind: 'list',
          items: [
            'Utgifter per kategori, vecka för vecka, och om veckobudgeten höll',
            'Sparmålens framsteg, och de mål du själv har satt',
            'Lektioner, quiz och kurser som är klara',
            'Streak, nivå och XP',
            'Uppdrag som väntar på att du godkänner dem',
          ],
        },
      ],
    },
    {
      id: 'over-18',
      heading: 'När barnet har fyllt 18',
      blocks: [
        {
          kind: 'text',
          text: 'En vuxen bestämmer själv. Från 18 år väljer den unga om föräldrarna får se utgifter, sparmål och lärande – och från början delas inget av det.',
        },
        {
          kind: 'facts',
          items: [
            {
              term: 'Delas bara om den unga vill',
              text: 'Utgifter och budget. Sparmål och sparveckor. Lektioner och quiz, streak, nivå, XP och badges – och platsen på topplistan och priser i Månadens Tävling.',
            },
            {
              term: 'Syns alltid för föräldrarna',
              text: 'Uppdragen ni ger, och sparmål som du själv har satt åt den unga.',
            },
          ],
        },
      ],
    },
    {
      id: 'integritet',
      heading: 'Integritet i familjen',
      blocks: [
        {
          kind: 'list',
          items: [
            'Familjemedlemmar ser varandras profiler maskerade: personnummer, telefon och adress visas aldrig i klartext.',
            'I profilen finns en logg över vem som har tittat på den.',
            'Alla kan ladda ner sina uppgifter eller radera sitt konto.',
          ],
        },
      ],
    },
    { id: 'priser', heading: 'Priser', blocks: [{ kind: 'slot', name: 'pricing' }] },
    {
      id: 'lar-dig-mer',
      heading: 'Lär dig mer',
      blocks: [
        { kind: 'courses', courseIds: ['familjeverktyg'] },
        {
          kind: 'links',
          items: [
            { label: 'Slantis för föräldrar', to: '/foraldrar' },
            { label: 'Vanliga frågor', to: '/faq' },
          ],
        },
      ],
    },
  ],
} as const satisfies InfoPageContent;
