import type { SitePath } from '../content-types';

/** Swedish text of the public parents page /foraldrar (spec §2 'Parents page'). */
export const parentsCopy = {
  cta: { join: 'Skapa gratis konto' },
  safety: {
    heading: 'En trygg miljö',
    intro: 'Så skyddar Slantis ditt barn och era uppgifter – beskrivet som det faktiskt fungerar.',
    items: [
      {
        icon: 'lock',
        title: 'Barnet ser bara sina egna uppgifter',
        text: 'Databasen kontrollerar varje läsning: ett barn kommer bara åt sina egna uppgifter, och en förälder bara det som hör till den egna familjen.',
      },
      {
        icon: 'message-off',
        title: 'Ingen chatt, inga främlingar',
        text: 'Det finns ingen chatt eller meddelandefunktion i Slantis. I Månadens Tävling, som är frivillig, syns barnet bara med ett smeknamn som det väljer själv, nivå och poäng – och topplistan visas bara för unga och deras egna föräldrar.',
      },
      {
        icon: 'id',
        title: 'Personnumret skyddas',
        text: 'Personnumret sparas krypterat med AES-256 i databasen och visas maskerat, även för familjen. I profilen finns en logg över vem som har tittat på den.',
      },
      {
        icon: 'coins',
        title: 'Inga riktiga pengar i appen',
        text: 'Slantis är ingen bank och har inga kort eller betalningar. Barnet skriver själv upp köp och sparande – en övning i att ha koll, inte ett konto.',
      },
      {
        icon: 'download',
        title: 'Era uppgifter är era',
        text: 'Alla kan ladda ner sina uppgifter eller radera sitt konto, som GDPR kräver. Vi säljer inga uppgifter och visar ingen reklam.',
      },
    ],
    certifications:
      'Slantis har inga egna säkerhetscertifieringar. Vår driftplattform Supabase har en SOC 2 Type II-rapport, och molnleverantören AWS som den körs hos är ISO 27001-certifierad.',
    securityLink: 'Läs mer på säkerhetssidan',
  },
  insight: {
    heading: 'Föräldrainsikt',
    intro:
      'När ni har kopplat ihop era konton ser du hur det går – vecka för vecka, de senaste fyra veckorna.',
    items: [
      'Veckans utgifter per kategori, och om veckobudgeten höll',
      'Sparmålen: hur mycket som är sparat, och vilka mål du själv har satt',
      'Lektioner, quiz och kurser som är klara',
      'Streak och nivå',
      'Uppdrag som väntar på att du godkänner dem',
    ],
    ageNote: {
      title: 'När barnet fyller 18',
      text: 'Under 18 år ser du allt ovan. Från 18 år bestämmer den unga själv om utgifter, sparmål och lärande (lektioner, streak och nivå) ska delas – från början delas inget av det. Uppdrag som du ger syns alltid.',
    },
    sample: {
      caption: 'Exempel på en vecka i föräldrainsikten (påhittade siffror)',
      title: (name: string, week: string) => `${name}, ${week}`,
      spent: 'Utgifter',
      of: (part: string, whole: string) => `${part} av ${whole}`,
      categories: 'Per kategori',
      budgetKept: 'Veckobudgeten höll',
      goal: 'Sparmål: Hörlurar',
      lessons: (count: number) => `${count} lektioner klara den här veckan`,
      streak: (days: number, level: number) => `${days} dagar i rad · nivå ${level}`,
      categoryNames: { food: 'Mat & dryck', transport: 'Transport' },
    },
  },
  together: {
    heading: 'Uppdrag och sparmål tillsammans',
    items: [
      {
        title: 'Koppla ihop er med en kod',
        text: 'Du skapar en inbjudningskod som ditt barn skriver in. Koden gäller i 7 dagar och kan bara användas en gång. En andra vårdnadshavare kan bjudas in på samma sätt.',
      },
      {
        title: 'Uppdrag med belöning',
        text: 'Ge ett uppdrag med belöning i kronor och XP. Barnet markerar uppdraget som klart, och du godkänner det innan belöningen förs in i barnets Slantis.',
      },
      {
        title: 'Sparmål med ett löfte',
        text: 'Sätt ett sparmål åt ditt barn och lova att lägga till en del av det som sparas, till exempel 50 %. Löftet syns på målet – pengarna för du själv över.',
      },
    ],
    more: 'Läs mer om Familjepaketet',
  },
  learn: {
    heading: 'Lär er tillsammans',
    intro: 'Kunskap för dig som förälder, och lektioner ni kan göra tillsammans.',
    resources: [
      {
        title: 'Fyra gratis lektioner',
        text: 'Budget, impulsköp, Swish-säkerhet och sparande – utan konto. Bra att göra tillsammans.',
        link: 'Till lektionerna',
        to: '/lektioner' as SitePath,
      },
      {
        title: 'Publika kurser',
        text: 'Budgetering 101, Sparande för nybörjare, Ekonomiska begrepp A–Ö och Banktjänster för unga.',
        link: 'Se de publika kurserna',
        to: '/kurser/publika' as SitePath,
      },
      {
        title: 'Hela kurskatalogen',
        text: 'Alla kurser i fyra grupper, med en rekommenderad ordning att gå dem i.',
        link: 'Till Lär dig mer',
        to: '/lar-dig-mer' as SitePath,
      },
    ],
  },
} as const;
