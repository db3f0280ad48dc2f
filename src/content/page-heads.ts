import { DAILY_POINTS_CEILING } from '@/lib/gamification/fair-play';

// Every page's document title and meta description: what a route's `head` reads (page-head.ts).
// Apart from the headings and intros (pages.ts), which only the pages themselves show: route
// definitions load with the app's entry.
export const pageHeads = {
  landing: {
    title: 'Slantis – budget, sparande och ekonomi för unga',
    description:
      'Veckobudget, sparmål och korta lektioner om pengar för unga 13–23 år – med XP, badges och en frivillig månadstävling. Föräldrar kan följa med. Gratis att börja.',
  },
  home: {
    title: 'Hem',
  },
  login: {
    title: 'Logga in',
  },
  lock: {
    title: 'Lås upp',
  },
  resetPassword: {
    title: 'Återställ lösenord',
  },
  register: {
    title: 'Bli medlem',
  },
  youth: {
    title: 'För unga',
    description:
      'Veckobudget, sparmål, korta lektioner och XP för dig som är 13–23 år. Så funkar Slantis i fyra steg – gratis att komma igång, och appen funkar även utan nät.',
  },
  parents: {
    title: 'För föräldrar',
    description:
      'Koppla ihop ditt konto med ditt barns, ge uppdrag med belöning och följ budget, sparmål och lektioner vecka för vecka. Så skyddas uppgifterna, och så ser priserna ut.',
  },
  services: {
    title: 'Våra tjänster',
    description:
      'Appen, gratis lektioner, publika kurser och medlemskurser, föräldraverktyg och säkerhet – se vad som är öppet för alla och vad som kräver ett gratis medlemskap.',
  },
  learn: {
    title: 'Lär dig mer',
  },
  support: {
    title: 'Kundtjänst',
    description:
      'Kundtjänst för Slantis: sök bland vanliga frågor, ring vardagar 08–18 eller skriv till oss – du får ett ärendenummer direkt och kan följa ditt ärende här.',
  },
  lessons: {
    title: 'Lektioner',
  },
  lessonsCourse: {
    title: 'Lektionskurs',
  },
  publicCourses: {
    title: 'Publika kurser',
  },
  publicCourse: {
    title: 'Publik kurs',
  },
  memberCourses: {
    title: 'Medlemskurser',
  },
  memberCourse: {
    title: 'Medlemskurs',
  },
  appCourse: {
    title: 'Kom igång med appen',
  },
  familyCourse: {
    title: 'Familjeverktyg',
  },
  security: {
    title: 'Säkerhet',
  },
  securityCourse: {
    title: 'Säkerhetskurs',
  },
  search: {
    title: 'Sök',
  },
  family: {
    title: 'Familj',
  },
  notifications: {
    title: 'Aviseringar',
  },
  friends: {
    title: 'Vänner',
  },
  moneyYear: {
    title: 'Pengaåret',
  },
  scamDrills: {
    title: 'Är det här ett bedrägeri?',
  },
  learnedDone: {
    title: 'Lärt → gjort',
  },
  allowance: {
    title: 'Veckopeng',
  },
  menu: {
    title: 'Meny',
  },
  leaderboard: {
    title: 'Topplista',
  },
  addTransaction: {
    title: 'Lägg till köp',
  },
  profile: {
    title: 'Min profil',
  },
  welcome: {
    title: 'Välkommen',
  },
  signInCompletion: {
    title: 'Slutför inloggning',
  },
  testReport: {
    title: 'Magic Link Implementation Report',
  },
  youthAccount: {
    title: 'Ungdomskonto',
    description:
      'Så funkar ett ungdomskonto i Sverige: kort, app och Swish, vad vårdnadshavaren behöver göra när du är under 18 och vad du ska kolla innan du öppnar ditt första.',
  },
  savingsGoals: {
    title: 'Sparmål',
    description:
      'Så funkar sparmål i Slantis: målbelopp, insättningar, milstolpar med XP och sparmål från en förälder som lovar att lägga till en del – plus tips för ett mål som håller.',
  },
  familyPlan: {
    title: 'Familjepaket',
    description:
      'Familj (49 kr/mån inkl. moms): koppla ihop familjen med en kod, ge uppdrag med belöning, sätt sparmål ihop och se föräldrainsikter. Från 18 år bestämmer den unga.',
  },
  investments: {
    title: 'Investeringar',
    description:
      'Investeringar för unga: risk och avkastning, fonder och aktier, ISK och vad som gäller under 18 år. Allmän kunskap från Slantis – inte personlig rådgivning.',
  },
  rewards: {
    title: 'Belöningar',
    description:
      'Så funkar XP, nivåer, 35 badges, streaks och Månadens Tävling i Slantis – poäng för hur du sparar och lär dig, aldrig för hur mycket pengar du har. Priser varje månad.',
  },
  competitionRules: {
    title: 'Tävlingsregler – Månadens Tävling',
    description: `Reglerna för Månadens Tävling i Slantis: poäng för sparande och lärande, högst ${DAILY_POINTS_CEILING} poäng om dagen, vem som kan vinna och hur priserna delas ut.`,
  },
  terms: {
    title: 'Användarvillkor',
    description:
      'Användarvillkoren för Slantis: vem som kan ha ett konto, vad som gäller under 18 år, att appen inte hanterar riktiga pengar, Månadens Tävling, uppförande och uppsägning.',
  },
  privacy: {
    title: 'Integritetspolicy',
    description:
      'Så behandlar Slantis personuppgifter: vad vi sparar och varför, hur länge, förälderns roll under 18 år, dina rättigheter enligt GDPR och hur du klagar hos IMY.',
  },
  faq: {
    title: 'Vanliga frågor',
    description:
      'Vanliga frågor om Slantis: konto och inloggning, säkerhet och personnummer, budget och sparmål, appen offline, XP och tävling, familj och pris.',
  },
  contact: {
    title: 'Kontakt',
    description:
      'Kontakta Slantis: telefon vardagar 08–18, e-post och kontaktformulär dygnet runt. Du får ett ärendenummer direkt och kan följa ditt ärende.',
  },
  notFound: {
    title: 'Sidan hittades inte',
  },
} as const satisfies Record<string, { title: string; description?: string }>;
