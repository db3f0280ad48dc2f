import type { InfoPageContent } from '../content-types';

/**
 * /ungdomskonto: general, bank-neutral facts about youth accounts in Sweden (rules that differ
 * between banks are described as such), and how Slantis fits beside one.
 */
export const youthAccountCopy = {
  sections: [
    {
      id: 'vad-ar',
      heading: 'Vad är ett ungdomskonto?',
      blocks: [
        {
          kind: 'text',
          text: 'Ett ungdomskonto är ett vanligt bankkonto för barn och unga. De flesta banker har ett, ofta utan avgift fram till att du fyller 18 eller lite äldre.',
        },
        {
          kind: 'list',
          items: [
            'Ett bankkort (debetkort) – du kan bara handla för pengar som finns på kontot.',
            'Bankens app, där du ser saldo och köp.',
            'Ofta Swish, och ibland Mobilt BankID.',
            'Ofta ett sparkonto bredvid, där pengarna kan få ränta.',
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          title: 'Debet, inte kredit',
          text: 'Kort för unga är debetkort. Ett kreditkort, där du handlar för lånade pengar, kräver att du är 18 år och att banken gör en kreditprövning.',
        },
      ],
    },
    {
      id: 'alder',
      heading: 'Från vilken ålder?',
      blocks: [
        {
          kind: 'text',
          text: 'Ett konto kan öppnas redan när du är liten – det är dina vårdnadshavare som öppnar det. Åldersgränserna för eget kort, Swish och BankID skiljer sig mellan bankerna, så fråga din bank vad som gäller.',
        },
        {
          kind: 'facts',
          items: [
            {
              term: 'Under 18 år',
              text: 'Dina vårdnadshavare förvaltar dina pengar och godkänner konto och kort.',
            },
            {
              term: 'Från 16 år',
              text: 'Pengar du själv har tjänat genom arbete får du bestämma över. Banker vill ändå ofta att en vårdnadshavare är med.',
            },
            {
              term: 'Från 18 år',
              text: 'Du bestämmer helt själv. Kontot blir ett vanligt konto, och banker kan då erbjuda kredit – läs villkoren noga.',
            },
          ],
        },
      ],
    },
    {
      id: 'vardnadshavare',
      heading: 'Det här behöver din vårdnadshavare göra',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Godkänna kontot',
              text: 'Är du under 18 år öppnar eller godkänner vårdnadshavaren kontot och kortet. Har du två vårdnadshavare vill banken ofta att båda godkänner.',
            },
            {
              title: 'Legitimera sig',
              text: 'Vårdnadshavaren legitimerar sig, ofta med BankID, och banken kontrollerar att hen är din vårdnadshavare.',
            },
            {
              title: 'Välja gränser',
              text: 'Många banker låter vårdnadshavaren sätta gränser, till exempel hur mycket du kan handla för per vecka och om du får handla på nätet.',
            },
            {
              title: 'Följa upp',
              text: 'Prata om vad pengarna ska räcka till. Höj gränserna i takt med att du visar att du har koll.',
            },
          ],
        },
      ],
    },
    {
      id: 'checklista',
      heading: 'Kolla det här innan du öppnar konto',
      blocks: [
        {
          kind: 'list',
          items: [
            'Kostar kontot eller kortet något, och när börjar avgifterna?',
            'Vilken ränta får du på sparkontot?',
            'Omfattas kontot av den statliga insättningsgarantin?',
            'Vilka gränser kan sättas, och vem kan ändra dem?',
            'Funkar Swish och BankID från din ålder?',
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          title: 'Dina koder är bara dina',
          text: 'Lämna aldrig ut pinkod, kortuppgifter eller BankID till någon annan – inte ens till kompisar. Banken frågar aldrig efter dem.',
        },
      ],
    },
    {
      id: 'slantis',
      heading: 'Så passar Slantis ihop med kontot',
      blocks: [
        {
          kind: 'text',
          text: 'Slantis är ingen bank och är inte kopplat till ditt konto. Appen är där du planerar och följer upp: du sätter en veckobudget, skriver upp dina köp och sparar mot mål. Jämför gärna med bankappen ibland – stämmer det?',
        },
        {
          kind: 'list',
          items: [
            'Veckobudgeten visar vad du har kvar innan kortet säger stopp.',
            'Sparmålen visar vad pengarna på sparkontot ska räcka till.',
            'Föräldrar kan följa budget och sparmål i Slantis, utan att se ditt bankkonto.',
          ],
        },
      ],
    },
    {
      id: 'lar-dig-mer',
      heading: 'Lär dig mer',
      blocks: [
        {
          kind: 'lessons',
          lessons: [
            { courseId: 'banktjanster-for-unga', lessonId: 'banktjanster-for-unga-konto-och-kort' },
            { courseId: 'gratis-lektioner', lessonId: 'gratis-lektioner-swish-sakerhet' },
          ],
        },
        { kind: 'courses', courseIds: ['banktjanster-for-unga'] },
        {
          kind: 'links',
          items: [
            { label: 'Sparmål i Slantis', to: '/sparmal' },
            { label: 'Slantis för dig som är ung', to: '/ungdom' },
          ],
        },
      ],
    },
  ],
} as const satisfies InfoPageContent;
