import contentIntros from 'virtual:page-intros';

import type { ContentPageId } from './content-pages';
import { pageHeads } from './page-heads';

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

export type PageId = keyof typeof pageHeads;

const intros = {
  landing: {
    heading: 'Koll på pengarna – och roligt på vägen',
    intro:
      'Slantis hjälper dig mellan 13 och 23 år att göra en veckobudget, spara mot dina mål och lära dig om pengar i korta lektioner. Du samlar XP, låser upp badges och kan tävla i Månadens Tävling.',
  },
  home: {
    heading: 'Hem',
    intro: 'Här ser du din veckobudget, ditt sparmål, din nivå och dina senaste köp.',
  },
  login: {
    heading: 'Logga in',
    intro: 'Logga in med din e-post och ditt lösenord för att fortsätta till Slantis.',
  },
  lock: {
    heading: 'Slantis är låst',
    intro: 'Skriv din PIN-kod för att öppna Slantis på den här enheten utan nät.',
  },
  resetPassword: {
    heading: 'Återställ lösenord',
    intro: 'Har du glömt ditt lösenord? Vi hjälper dig att välja ett nytt.',
  },
  register: {
    heading: 'Bli medlem',
    intro: 'Skapa ett konto på fyra korta steg – som ungdom eller som förälder. Det är gratis.',
  },
  learn: {
    heading: 'Lär dig mer om pengar',
    intro: 'Korta kurser om budget, sparande och bankens tjänster – från nybörjare till medel.',
  },
  support: {
    heading: 'Kundtjänst',
    intro: 'Vi hjälper dig gärna. Sök bland vanliga frågor eller kontakta oss vardagar 08–18.',
  },
  lessons: {
    heading: 'Lektioner',
    intro: 'Fyra gratis lektioner om pengar – ingen registrering behövs.',
  },
  lessonsCourse: {
    heading: 'Gratis lektioner',
    intro:
      'Gå igenom de fyra lektionerna i din egen takt. Varje lektion avslutas med ett kort quiz.',
  },
  publicCourses: {
    heading: 'Publika kurser',
    intro:
      'Kurser som är öppna för alla: Budgetering 101, Sparande för nybörjare, Ekonomiska begrepp A–Ö och Banktjänster för unga.',
  },
  publicCourse: {
    heading: 'Publik kurs',
    intro: 'Läs lektionerna och testa dig själv med quiz – utan att logga in.',
  },
  memberCourses: {
    heading: 'Medlemskurser',
    intro: 'Fördjupande kurser för medlemmar. Varje avklarad kurs ger XP.',
  },
  memberCourse: {
    heading: 'Medlemskurs',
    intro: 'Gå igenom lektionerna och samla XP för varje avklarat steg.',
  },
  appCourse: {
    heading: 'Kom igång med Slantis',
    intro: 'Fyra korta lektioner om hur du lägger till köp, sätter en budget och sparar mot mål.',
  },
  familyCourse: {
    heading: 'Familjeverktyg',
    intro: 'Fem moduler för föräldrar om uppdrag, sparmål och att prata pengar med barn.',
  },
  security: {
    heading: 'Säkerhet',
    intro: 'Så skyddar Slantis dina uppgifter – och vad du själv kan göra för att vara säker.',
  },
  securityCourse: {
    heading: 'Säkerhetskurs',
    intro: 'Fem moduler om lösenord, bedrägerier och hur du skyddar dina pengar på nätet.',
  },
  search: {
    heading: 'Sök',
    intro: 'Sök bland lektioner, kurser och artiklar om sparande, budget och första jobbet.',
  },
  family: {
    heading: 'Familj',
    intro: 'Koppla ihop familjen, ge och gör uppdrag, sätt sparmål och följ sparandet tillsammans.',
  },
  notifications: {
    heading: 'Aviseringar',
    intro: 'Uppdrag, streaks, tävlingar och säkerhet – det senaste först.',
  },
  friends: {
    heading: 'Vänner',
    intro:
      'Lägg till kompisar med en vänkod, tävla i vännernas topplista och bygg en sparkompis-svit.',
  },
  moneyYear: {
    heading: 'Pengaåret',
    intro:
      'Studiebidrag, sommarjobb, första lönen och BankID vid 18 – det som händer med pengarna under året, för dig.',
  },
  scamDrills: {
    heading: 'Är det här ett bedrägeri?',
    intro: 'Bedragare är proffs. Öva på att känna igen deras knep innan de försöker på riktigt.',
  },
  learnedDone: {
    heading: 'Lärt → gjort',
    intro: 'Det du lärde dig i månaden, och vad du gjorde efter det.',
  },
  allowance: {
    heading: 'Veckopeng',
    intro: 'Ditt avtal med dina föräldrar: hur mycket, hur ofta och vad pengarna ska räcka till.',
  },
  menu: {
    heading: 'Meny',
    intro: 'Genvägar till allt i Slantis.',
  },
  leaderboard: {
    heading: 'Topplista',
    intro: 'Se hur du ligger till i månadens och veckans sparliga.',
  },
  addTransaction: {
    heading: 'Lägg till köp eller inkomst',
    intro: 'Skriv in beloppet, vad det gällde och välj en kategori.',
  },
  profile: {
    heading: 'Min profil',
    intro: 'Dina uppgifter, din säkerhet och dina inställningar.',
  },
  welcome: {
    heading: 'Välkommen till Slantis!',
    intro: 'Logga in för att fortsätta till appen.',
  },
  signInCompletion: {
    heading: 'Slutför inloggning...',
    intro: 'Vänta medan vi kontrollerar din inloggningslänk.',
  },
  testReport: {
    heading: 'Magic Link Implementation Report',
    intro: 'Diagnostik för inloggning med e-postlänk.',
  },
  contact: {
    heading: 'Kontakta oss',
    intro:
      'Mejla eller skriv till oss när du vill, eller be oss ringa upp dig vardagar 08–18 – en människa läser och svarar.',
  },
  notFound: {
    heading: 'Oops! Page not found',
    intro: 'Sidan du letar efter finns inte, eller så har den flyttat.',
  },
} as const satisfies Record<Exclude<PageId, ContentPageId>, Pick<PageCopy, 'heading' | 'intro'>>;

export const pages = Object.fromEntries(
  (Object.keys(pageHeads) as PageId[]).map((id) => [
    id,
    { ...pageHeads[id], ...({ ...intros, ...contentIntros } as const)[id] },
  ]),
) as Record<PageId, PageCopy>;

export { siteCopy } from './site-copy';
