/**
 * The FAQ of /kundtjanst and /faq: real answers about how Slantis works, by topic. Every answer
 * must stay true to the product – change it together with the feature it describes.
 */
export type FaqEntry = { id: string; question: string; answer: string };
export type FaqTopic = { id: string; title: string; entries: readonly FaqEntry[] };

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'konto',
    title: 'Konto och inloggning',
    entries: [
      {
        id: 'skapa-konto',
        question: 'Hur skapar jag ett konto?',
        answer:
          'Välj Bli medlem och fyll i fyra steg: personuppgifter, kontotyp (ungdom 13–23 år eller förälder), e-post och lösenord, och en sista koll. Sedan mejlar vi en länk och en kod – bekräfta med någon av dem så är kontot klart. Basic är gratis.',
      },
      {
        id: 'glomt-losenord',
        question: 'Jag har glömt mitt lösenord',
        answer:
          'Välj Glömt lösenord? på inloggningssidan och skriv din e-post. Vi mejlar en kod som gäller en stund – skriv in den och välj ett nytt lösenord på minst 8 tecken.',
      },
      {
        id: 'utloggad',
        question: 'Varför blev jag utloggad?',
        answer:
          'Efter 10 minuter utan aktivitet loggar vi ut dig, så att ingen annan kan använda ditt konto på en telefon eller dator du har lämnat. Allt du har sparat finns kvar när du loggar in igen.',
      },
      {
        id: 'radera-konto',
        question: 'Hur raderar jag mitt konto?',
        answer:
          'Gå till Min profil → Inställningar → Radera konto och skriv RADERA för att bekräfta. Dina personuppgifter, köp, sparmål och framsteg tas bort och det går inte att ångra. Ladda gärna ner dina data först.',
      },
    ],
  },
  {
    id: 'sakerhet',
    title: 'Säkerhet och integritet',
    entries: [
      {
        id: 'vem-ser',
        question: 'Vem kan se mina uppgifter?',
        answer:
          'Bara du ser dina uppgifter i klartext, och bara när du själv väljer att visa dem. Familjemedlemmar ser en maskerad profil. En förälder ser det familjens regler tillåter – och från 18 år bestämmer du själv vad dina föräldrar får se.',
      },
      {
        id: 'personnummer',
        question: 'Hur skyddas mitt personnummer?',
        answer:
          'Personnumret sparas krypterat med AES-256 och visas maskerat. Varje gång en profil visas loggas det – under Min profil → Säkerhet ser du vem som har tittat på din profil och vilka profiler du själv har tittat på.',
      },
      {
        id: 'ladda-ner-data',
        question: 'Kan jag få ut all data ni har om mig?',
        answer:
          'Ja. Under Min profil → Inställningar finns Ladda ner mina data: en fil med allt vi har sparat om dig, till exempel profil, köp, sparmål, XP, badges och dina ärenden till kundtjänst.',
      },
      {
        id: 'certifiering',
        question: 'Är Slantis certifierat?',
        answer:
          'Slantis har inga egna säkerhetscertifieringar. Vi driver tjänsten på plattformen Supabase, som har en SOC 2 Type II-rapport, hos molnleverantören AWS som är ISO 27001-certifierad. Det gäller plattformen, inte Slantis som företag.',
      },
    ],
  },
  {
    id: 'pengar',
    title: 'Budget, köp och sparmål',
    entries: [
      {
        id: 'ar-det-en-bank',
        question: 'Är Slantis en bank?',
        answer:
          'Nej. Slantis flyttar inga pengar och kopplas inte till ditt bankkonto. Du skriver själv upp köp, inkomster och insättningar till dina sparmål – pengarna ligger kvar där de är.',
      },
      {
        id: 'veckobudget',
        question: 'Hur fungerar veckobudgeten?',
        answer:
          'Du bestämmer hur mycket du vill använda per vecka (måndag–söndag). Varje köp du skriver upp räknas av, och vi varnar när du har använt mer än 80 procent. Håller du budgeten får du XP.',
      },
      {
        id: 'antal-sparmal',
        question: 'Hur många sparmål kan jag ha?',
        answer:
          'Med Basic kan du ha upp till 5 sparmål samtidigt. Familj (49 kr i månaden) ger obegränsat antal sparmål – Familj går inte att köpa än, men kommer snart.',
      },
    ],
  },
  {
    id: 'appen',
    title: 'Appen och offline',
    entries: [
      {
        id: 'offline',
        question: 'Fungerar Slantis utan internet?',
        answer:
          'Ja. Lektioner du har öppnat en gång och formuläret för köp fungerar offline. Det du sparar ligger tryggt på telefonen och synkas automatiskt när du har internet igen.',
      },
      {
        id: 'installera',
        question: 'Hur installerar jag appen på telefonen?',
        answer:
          'På Android och i Chrome: välj Installera appen i menyn. På iPhone: öppna Slantis i Safari, tryck på Dela och sedan Lägg till på hemskärmen. Appen startar då som en vanlig app.',
      },
      {
        id: 'ny-version',
        question: 'Appen säger ”Ny version finns”',
        answer:
          'Tryck på Uppdatera så laddas den nya versionen. Har du ett formulär halvvägs ifyllt väntar vi tills du har sparat klart, så att inget försvinner.',
      },
    ],
  },
  {
    id: 'tavling',
    title: 'XP, badges och tävling',
    entries: [
      {
        id: 'xp',
        question: 'Hur får jag XP?',
        answer:
          'Du får XP när du skriver upp köp, sparar till dina mål, håller veckobudgeten, gör lektioner och quiz och när en förälder godkänner ett uppdrag. Varje dag finns ett tak, och XP ges aldrig för hur många kronor du har.',
      },
      {
        id: 'manadens-tavling',
        question: 'Hur fungerar Månadens Tävling?',
        answer:
          'Tävlingen är frivillig. Du rankas på hur du sparar och hur nära du kommer dina egna mål – inte på hur mycket pengar du har – så alla har en chans. Topplistan visar bara ett smeknamn som du väljer, till exempel ”Modig Utter”.',
      },
      {
        id: 'kopa-badges',
        question: 'Kan jag köpa badges eller XP?',
        answer:
          'Nej. Badges och XP går aldrig att köpa och delas aldrig ut slumpvis. Du får dem för det du faktiskt gör.',
      },
    ],
  },
  {
    id: 'familj',
    title: 'Familj och föräldrar',
    entries: [
      {
        id: 'koppla-ihop',
        question: 'Hur kopplar jag ihop mitt konto med mitt barns?',
        answer:
          'Logga in som förälder, gå till Familj och skapa er familj. Bjud sedan in ditt barn med en kod eller en länk som gäller i 7 dagar. Barnet loggar in och skriver koden under Familj. En andra förälder bjuds in på samma sätt.',
      },
      {
        id: 'uppdrag',
        question: 'Hur fungerar uppdrag?',
        answer:
          'En förälder ger ett uppdrag med belöning i kronor och XP. Barnet markerar uppdraget som klart, och när föräldern godkänner läggs belöningen in som en inkomst – en gång, även om någon av er var offline.',
      },
      {
        id: 'familj-pris',
        question: 'Vad kostar Familj?',
        answer:
          'Familj kostar 49 kr i månaden och ger föräldrainsikter, obegränsat antal sparmål och prioriterad support. Familj går inte att köpa än – det kommer snart. Basic är gratis.',
      },
    ],
  },
];

/** Every entry with its topic, in page order. */
export const FAQ_ENTRIES = FAQ_TOPICS.flatMap((topic) =>
  topic.entries.map((entry) => ({ ...entry, topicId: topic.id, topic: topic.title })),
);
