/**
 * Swedish texts of the security information page (/sakerhet, spec §2 'Security information page').
 * Certification captions say honestly who holds each one: Slantis has no certifications of its
 * own; ISO 27001 and SOC 2 Type II belong to the hosting platform's infrastructure.
 */
export const securityPage = {
  backLink: 'Tillbaka till tjänster',
  heading: 'Säkerhetsfunktioner',
  intro:
    'Så skyddar vi dina uppgifter – och så kan du och din familj skydda er själva. Allt samlat i en kurs på fem moduler.',
  badges: {
    course: 'Säkerhetskurs',
    summary: '5 moduler • 41 min totalt',
  },
  philosophy: {
    title: 'Vår säkerhetsfilosofi',
    points: [
      {
        title: 'Krypterat på väg och i vila',
        text: 'Allt som skickas mellan din enhet och oss krypteras med TLS, och det som sparas krypteras av vår driftplattform. Ditt personnummer sparas krypterat och visas maskerat.',
      },
      {
        title: 'Byggt för GDPR',
        text: 'Vi säljer aldrig dina uppgifter och delar dem inte med tredje part. Du kan när som helst ladda ner dina data eller radera ditt konto.',
      },
      {
        title: 'Regelbunden granskning av säkerheten',
        text: 'Vårt löfte: vi granskar säkerheten löpande och tar hjälp av externa experter inför större förändringar.',
      },
    ],
  },
  /** Modules are listed as 'Modul N: titel'. */
  moduleLabel: 'Modul',
  locked: {
    text: 'Fullständig säkerhetsinformation kräver medlemskap',
    loginLink: 'Logga in för att fortsätta',
  },
  gdprPreview: {
    title: 'GDPR i korthet',
    text: 'GDPR är EU:s dataskyddsförordning och den gäller för Slantis. Den ger dig rätt att få veta vilka uppgifter vi har om dig, att få fel rättade, att ladda ner dina data och att få ditt konto raderat. I Sverige får du från 13 års ålder själv samtycka till att en app som Slantis behandlar dina personuppgifter.',
    button: 'Läs mer om GDPR',
  },
  certifications: {
    title: 'Certifieringar och regelverk',
    note: 'Slantis har inga egna certifieringar. Vi bygger på en plattform som har dem, och vi tar själva ansvar för hur appen hanterar dina uppgifter.',
    items: [
      {
        name: 'ISO 27001',
        caption:
          'Internationell standard för informationssäkerhet. Certifieringen innehas av AWS, molnleverantören som vår driftplattform Supabase körs hos, och gäller infrastrukturen – inte Slantis som företag.',
      },
      {
        name: 'SOC 2 Type II',
        caption:
          'Oberoende granskning av säkerhetsrutiner över tid. Rapporten gäller vår driftplattform Supabase och dess infrastruktur – inte Slantis som företag.',
      },
      {
        name: 'GDPR Compliant',
        caption:
          'GDPR är en lag, inte en certifiering. Vi följer den genom att kryptera dina uppgifter, aldrig sälja dem och låta dig ladda ner dina data eller radera ditt konto.',
      },
    ],
  },
  promo: {
    title: 'Säker ekonomisk utbildning för hela familjen',
    text: 'Bli medlem och lär dig budget, sparande och säkerhet i din egen takt – gratis att komma igång.',
    button: 'Bli medlem gratis',
  },
} as const;
