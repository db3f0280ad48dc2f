import { DAILY_POINTS_CEILING } from '@/lib/gamification';

/**
 * Headings, intros and document titles of every page. Pages whose full content lands with a
 * later feature show this heading and intro until then; the title and path are final.
 */
export type PageCopy = {
  title: string;
  heading: string;
  intro: string;
  /** The meta description (about 120–160 characters); pages without one keep the app's. */
  description?: string;
};

export const pages = {
  landing: {
    title: 'Slantis – budget, sparande och ekonomi för unga',
    heading: 'Koll på pengarna – och roligt på vägen',
    intro:
      'Slantis hjälper dig mellan 13 och 23 år att göra en veckobudget, spara mot dina mål och lära dig om pengar i korta lektioner. Du samlar XP, låser upp badges och kan tävla i Månadens Tävling.',
    description:
      'Veckobudget, sparmål och korta lektioner om pengar för unga 13–23 år – med XP, badges och en frivillig månadstävling. Föräldrar kan följa med. Gratis att börja.',
  },
  home: {
    title: 'Hem',
    heading: 'Hem',
    intro: 'Här ser du din veckobudget, ditt sparmål, din nivå och dina senaste köp.',
  },
  login: {
    title: 'Logga in',
    heading: 'Logga in',
    intro: 'Logga in med din e-post och ditt lösenord för att fortsätta till Slantis.',
  },
  lock: {
    title: 'Lås upp',
    heading: 'Slantis är låst',
    intro: 'Skriv din PIN-kod för att öppna Slantis på den här enheten utan nät.',
  },
  resetPassword: {
    title: 'Återställ lösenord',
    heading: 'Återställ lösenord',
    intro: 'Har du glömt ditt lösenord? Vi hjälper dig att välja ett nytt.',
  },
  register: {
    title: 'Bli medlem',
    heading: 'Bli medlem',
    intro: 'Skapa ett konto på fyra korta steg – som ungdom eller som förälder. Det är gratis.',
  },
  youth: {
    title: 'För unga',
    heading: 'Slantis för dig som är 13–23 år',
    intro:
      'Sätt en veckobudget, spara till det du drömmer om och lär dig hur pengar fungerar – med XP, badges och utmaningar som gör det roligt att ha koll.',
    description:
      'Veckobudget, sparmål, korta lektioner och XP för dig som är 13–23 år. Så funkar Slantis i fyra steg – gratis att komma igång, och appen funkar även utan nät.',
  },
  parents: {
    title: 'För föräldrar',
    heading: 'Slantis för föräldrar',
    intro:
      'Följ ditt barns sparmål och budget, ge uppdrag med belöning och lär er om pengar tillsammans – i en trygg miljö där barnet bara ser sina egna uppgifter.',
    description:
      'Koppla ihop ditt konto med ditt barns, ge uppdrag med belöning och följ budget, sparmål och lektioner vecka för vecka. Så skyddas uppgifterna, och så ser priserna ut.',
  },
  services: {
    title: 'Våra tjänster',
    heading: 'Våra tjänster',
    intro: 'Allt Slantis erbjuder – vissa delar är öppna för alla, andra ingår i medlemskapet.',
    description:
      'Appen, gratis lektioner, publika kurser och medlemskurser, föräldraverktyg och säkerhet – se vad som är öppet för alla och vad som kräver ett gratis medlemskap.',
  },
  learn: {
    title: 'Lär dig mer',
    heading: 'Lär dig mer om pengar',
    intro: 'Korta kurser om budget, sparande och bankens tjänster – från nybörjare till medel.',
  },
  support: {
    title: 'Kundtjänst',
    heading: 'Kundtjänst',
    intro: 'Vi hjälper dig gärna. Sök bland vanliga frågor eller kontakta oss vardagar 08–18.',
    description:
      'Kundtjänst för Slantis: sök bland vanliga frågor, ring vardagar 08–18 eller skriv till oss – du får ett ärendenummer direkt och kan följa ditt ärende här.',
  },
  lessons: {
    title: 'Lektioner',
    heading: 'Lektioner',
    intro: 'Fyra gratis lektioner om pengar – ingen registrering behövs.',
  },
  lessonsCourse: {
    title: 'Lektionskurs',
    heading: 'Gratis lektioner',
    intro:
      'Gå igenom de fyra lektionerna i din egen takt. Varje lektion avslutas med ett kort quiz.',
  },
  publicCourses: {
    title: 'Publika kurser',
    heading: 'Publika kurser',
    intro:
      'Kurser som är öppna för alla: Budgetering 101, Sparande för nybörjare, Ekonomiska begrepp A–Ö och Banktjänster för unga.',
  },
  publicCourse: {
    title: 'Publik kurs',
    heading: 'Publik kurs',
    intro: 'Läs lektionerna och testa dig själv med quiz – utan att logga in.',
  },
  memberCourses: {
    title: 'Medlemskurser',
    heading: 'Medlemskurser',
    intro: 'Fördjupande kurser för medlemmar. Varje avklarad kurs ger XP.',
  },
  memberCourse: {
    title: 'Medlemskurs',
    heading: 'Medlemskurs',
    intro: 'Gå igenom lektionerna och samla XP för varje avklarat steg.',
  },
  appCourse: {
    title: 'Kom igång med appen',
    heading: 'Kom igång med Slantis',
    intro: 'Fyra korta lektioner om hur du lägger till köp, sätter en budget och sparar mot mål.',
  },
  familyCourse: {
    title: 'Familjeverktyg',
    heading: 'Familjeverktyg',
    intro: 'Fem moduler för föräldrar om uppdrag, sparmål och att prata pengar med barn.',
  },
  security: {
    title: 'Säkerhet',
    heading: 'Säkerhet',
    intro: 'Så skyddar Slantis dina uppgifter – och vad du själv kan göra för att vara säker.',
  },
  securityCourse: {
    title: 'Säkerhetskurs',
    heading: 'Säkerhetskurs',
    intro: 'Fem moduler om lösenord, bedrägerier och hur du skyddar dina pengar på nätet.',
  },
  search: {
    title: 'Sök',
    heading: 'Sök',
    intro: 'Sök bland lektioner, kurser och artiklar om sparande, budget och första jobbet.',
  },
  family: {
    title: 'Familj',
    heading: 'Familj',
    intro: 'Koppla ihop familjen, ge och gör uppdrag, sätt sparmål och följ sparandet tillsammans.',
  },
  notifications: {
    title: 'Aviseringar',
    heading: 'Aviseringar',
    intro: 'Uppdrag, streaks, tävlingar och säkerhet – det senaste först.',
  },
  friends: {
    title: 'Vänner',
    heading: 'Vänner',
    intro:
      'Lägg till kompisar med en vänkod, tävla i vännernas topplista och bygg en sparkompis-svit.',
  },
  moneyYear: {
    title: 'Pengaåret',
    heading: 'Pengaåret',
    intro:
      'Studiebidrag, sommarjobb, första lönen och BankID vid 18 – det som händer med pengarna under året, för dig.',
  },
  scamDrills: {
    title: 'Är det här ett bedrägeri?',
    heading: 'Är det här ett bedrägeri?',
    intro: 'Bedragare är proffs. Öva på att känna igen deras knep innan de försöker på riktigt.',
  },
  learnedDone: {
    title: 'Lärt → gjort',
    heading: 'Lärt → gjort',
    intro: 'Det du lärde dig i månaden, och vad du gjorde efter det.',
  },
  menu: {
    title: 'Meny',
    heading: 'Meny',
    intro: 'Genvägar till allt i Slantis.',
  },
  leaderboard: {
    title: 'Topplista',
    heading: 'Topplista',
    intro: 'Se hur du ligger till i månadens och veckans sparliga.',
  },
  addTransaction: {
    title: 'Lägg till köp',
    heading: 'Lägg till köp eller inkomst',
    intro: 'Skriv in beloppet, vad det gällde och välj en kategori.',
  },
  profile: {
    title: 'Min profil',
    heading: 'Min profil',
    intro: 'Dina uppgifter, din säkerhet och dina inställningar.',
  },
  welcome: {
    title: 'Välkommen',
    heading: 'Välkommen till Slantis!',
    intro: 'Logga in för att fortsätta till appen.',
  },
  signInCompletion: {
    title: 'Slutför inloggning',
    heading: 'Slutför inloggning...',
    intro: 'Vänta medan vi kontrollerar din inloggningslänk.',
  },
  testReport: {
    title: 'Magic Link Implementation Report',
    heading: 'Magic Link Implementation Report',
    intro: 'Diagnostik för inloggning med e-postlänk.',
  },
  youthAccount: {
    title: 'Ungdomskonto',
    heading: 'Ungdomskonto',
    intro:
      'Vad ett ungdomskonto är, vad det brukar kosta, vad din vårdnadshavare behöver göra – och hur Slantis hjälper dig att ha koll på pengarna på kontot.',
    description:
      'Så funkar ett ungdomskonto i Sverige: kort, app och Swish, vad vårdnadshavaren behöver göra när du är under 18 och vad du ska kolla innan du öppnar ditt första.',
  },
  savingsGoals: {
    title: 'Sparmål',
    heading: 'Sparmål',
    intro:
      'Bestäm vad du sparar till och hur mycket – och se hur nära du kommer för varje insättning. En förälder kan också sätta ett mål åt dig och lova att lägga till en del.',
    description:
      'Så funkar sparmål i Slantis: målbelopp, insättningar, milstolpar med XP och sparmål från en förälder som lovar att lägga till en del – plus tips för ett mål som håller.',
  },
  familyPlan: {
    title: 'Familjepaket',
    heading: 'Familjepaket',
    intro:
      'Familj för 49 kr i månaden: insikter för föräldrar, obegränsat antal sparmål och prioriterad support. Familj går inte att köpa än – det kommer snart.',
    description:
      'Familj (49 kr/mån, kommer snart): koppla ihop familjen med en kod, ge uppdrag med belöning, sätt sparmål ihop och se föräldrainsikter. Från 18 år bestämmer den unga.',
  },
  investments: {
    title: 'Investeringar',
    heading: 'Investeringar',
    intro:
      'Grunderna i risk, fonder, aktier och ISK – och vad som gäller när du är under 18. Allmän information, inga råd.',
    description:
      'Investeringar för unga: risk och avkastning, fonder och aktier, ISK och vad som gäller under 18 år. Allmän kunskap från Slantis – inte personlig rådgivning.',
  },
  rewards: {
    title: 'Belöningar',
    heading: 'Belöningar',
    intro: 'XP, nivåer, badges och månadens tävling – så belönas du för att ha koll på pengarna.',
    description:
      'Så funkar XP, nivåer, 35 badges, streaks och Månadens Tävling i Slantis – poäng för hur du sparar och lär dig, aldrig för hur mycket pengar du har. Priser varje månad.',
  },
  competitionRules: {
    title: 'Tävlingsregler – Månadens Tävling',
    heading: 'Tävlingsregler',
    intro:
      'Så funkar Månadens Tävling: hur du får poäng, hur många du kan få på en dag, vem som kan vinna och hur priserna delas ut. Samma regler gäller för alla.',
    description: `Reglerna för Månadens Tävling i Slantis: poäng för sparande och lärande, högst ${DAILY_POINTS_CEILING} poäng om dagen, vem som kan vinna och hur priserna delas ut.`,
  },
  terms: {
    title: 'Användarvillkor',
    heading: 'Användarvillkor',
    intro:
      'Reglerna för att använda Slantis – för dig som är 13–23 år och för föräldrar. Vi har skrivit dem så enkelt vi kan. När du skapar ett konto godkänner du dem.',
    description:
      'Användarvillkoren för Slantis: vem som kan ha ett konto, vad som gäller under 18 år, att appen inte hanterar riktiga pengar, Månadens Tävling, uppförande och uppsägning.',
  },
  privacy: {
    title: 'Integritetspolicy',
    heading: 'Integritetspolicy',
    intro:
      'Vilka uppgifter Slantis sparar om dig, varför och hur länge – vad en förälder kan se när du är under 18, vad som ändras när du fyller 18 och vilka rättigheter du har.',
    description:
      'Så behandlar Slantis personuppgifter: vad vi sparar och varför, hur länge, förälderns roll under 18 år, dina rättigheter enligt GDPR och hur du klagar hos IMY.',
  },
  faq: {
    title: 'Vanliga frågor',
    heading: 'Vanliga frågor',
    intro: 'Svar på det de flesta undrar över om konton, säkerhet och medlemskap.',
    description:
      'Vanliga frågor om Slantis: konto och inloggning, säkerhet och personnummer, budget och sparmål, appen offline, XP och tävling, familj och pris.',
  },
  contact: {
    title: 'Kontakt',
    heading: 'Kontakta oss',
    intro:
      'Ring oss vardagar 08–18 eller mejla och skriv till oss när du vill – en människa läser och svarar.',
    description:
      'Kontakta Slantis: telefon vardagar 08–18, e-post och kontaktformulär dygnet runt. Du får ett ärendenummer direkt och kan följa ditt ärende.',
  },
  notFound: {
    title: 'Sidan hittades inte',
    heading: 'Oops! Page not found',
    intro: 'Sidan du letar efter finns inte, eller så har den flyttat.',
  },
} as const satisfies Record<string, PageCopy>;

export type PageId = keyof typeof pages;

export const siteCopy = {
  appName: 'Slantis',
  titleSuffix: ' – Slantis',
  notFoundCode: '404',
  backHome: 'Till startsidan',
  loading: 'Laddar...',
  welcomeLogin: 'Logga in',
} as const;
