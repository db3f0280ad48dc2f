import type { CalendarKey } from '@/data/remote/money-year';
import { formatDateLong, formatInteger, formatKr, formatMonth } from '@/lib/format';

/**
 * Every Swedish text of the money year (/pengaaret), the scam drills (/bedragerier) and the
 * Lärt → gjort report (/rapport, and a guardian's card under Familj). Every figure is one of
 * docs/money-year.md, which names its source; a figure from an earlier year says which year.
 */
export type Source = { name: string; url: string };

export type CalendarCopy = {
  title: string;
  /** When in the year, in words. */
  when: string;
  /** One line for the calendar list. */
  summary: string;
  /** The one-screen explanation. */
  body: string[];
  tip?: string;
  sources: Source[];
  /** The lesson that goes deeper: course id and lesson id. */
  lesson: { courseId: string; lessonId: string; title: string };
};

const CSN_AMOUNT: Source = {
  name: 'CSN: Studiehjälp – hur mycket kan du få?',
  url: 'https://www.csn.se/komv-folkh-gymn/studiehjalp/hur-mycket-kan-du-fa',
};
const CSN_DATES: Source = {
  name: 'CSN: Datum och tider för utbetalningar',
  url: 'https://www.csn.se/vantar-pa-beslut-eller-pengar/datum-och-tider-for-utbetalningar.html',
};
const SUMMER_TAX: Source = {
  name: 'Tholin & Larsson: Sommarjobbare – skatt eller inte skatt? (Skatteverkets regler, SKV 430)',
  url: 'https://tholin.se/artiklar/sommarjobbare-skatt-eller-inte-skatt',
};
const PARENTAL_CODE: Source = {
  name: 'Föräldrabalken 9 kap. 1 och 3 §§ (om omyndigas avtal), förklarad i Dagens Analys',
  url: 'https://www.dagensanalys.se/2016/01/aldersgrans-i-sociala-medier/',
};
const FRITIDSKORTET: Source = {
  name: 'Nyheter24: Förälder? Nu kan du få bidrag till barnens aktiviteter (2025)',
  url: 'https://nyheter24.se/nyheter/ekonomi/privatekonomi/1419852-foralder-nu-kan-du-fa-bidrag-till-barnens-aktiviteter',
};

export const calendarCopy: Record<CalendarKey, CalendarCopy> = {
  studiebidrag: {
    title: 'Studiebidraget',
    when: 'Sista vardagen i månaden, september–juni',
    summary: '1 250 kr i månaden från CSN när du går i gymnasiet.',
    body: [
      'Studiebidraget är 1 250 kr i månaden. Det betalas ut tio månader om året, september–december och januari–juni, den sista vardagen i månaden.',
      'Det börjar kvartalet efter att du har fyllt 16. Fyller du år i januari–juni kommer den första utbetalningen i september, i juli–september kommer den i oktober och i oktober–december i januari. Som längst får du det till och med våren det år du fyller 20.',
      'Tills du fyller 18 betalar CSN ut pengarna till din vårdnadshavare. Från 18 kommer de till ditt eget konto.',
    ],
    tip: 'Prata hemma om hur mycket av studiebidraget som blir dina pengar och vad de ska räcka till.',
    sources: [CSN_AMOUNT, CSN_DATES],
    lesson: { courseId: 'ekonomiska-begrepp', lessonId: 'ekonomiska-begrepp-csn', title: 'CSN' },
  },
  sommarjobb: {
    title: 'Sommarjobb och skattegränsen',
    when: 'I maj, innan sommarjobbet börjar',
    summary: 'Tjänar du under gränsen på ett helt år blir det ingen skatt.',
    body: [
      'Tjänar du mindre än en viss gräns under hela året betalar du varken skatt eller pensionsavgift. För 2024 var gränsen 24 237 kr (för 2023 var den 22 207 kr). Skatteverket räknar om gränsen varje år, så kolla årets belopp.',
      'Går du över gränsen betalar du 7 % i allmän pensionsavgift på hela inkomsten.',
      'Arbetsgivaren drar annars skatt på lönen. Tror du att du hamnar under gränsen kan du ge arbetsgivaren Skatteverkets intyg SKV 430. Du kan också ansöka om jämkning: då ändras skatten som dras på lönen så att den stämmer med vad du ska betala för hela året.',
    ],
    tip: 'Räkna ihop allt du tror att du tjänar i år – även extrajobb på hösten.',
    sources: [SUMMER_TAX],
    lesson: {
      courseId: 'forsta-jobbet',
      lessonId: 'forsta-jobbet-skatt-och-avdrag',
      title: 'Skatt och avdrag',
    },
  },
  lonespecifikation: {
    title: 'Din första lönespecifikation',
    when: 'När den första lönen kommer',
    summary: 'Kolla att timmar, lön och skatt stämmer.',
    body: [
      'Med lönen får du en lönespecifikation. Den visar bruttolönen (lönen före skatt), vad som dras i skatt och nettolönen – det som kommer in på ditt konto.',
      'Kolla att antalet timmar och timlönen stämmer med det ni kom överens om. Har du gett arbetsgivaren SKV 430 eller fått jämkning ska det synas i skatteavdraget.',
      'Spara dina lönespecifikationer. Du behöver dem om något har blivit fel.',
    ],
    sources: [SUMMER_TAX],
    lesson: {
      courseId: 'forsta-jobbet',
      lessonId: 'forsta-jobbet-lonespecifikationen',
      title: 'Lönespecifikationen',
    },
  },
  'fyller-18': {
    title: 'Du fyller 18: eget konto och BankID',
    when: 'På 18-årsdagen',
    summary: 'Från 18 bestämmer du själv över avtal, konto och BankID.',
    body: [
      'Innan du fyller 18 behöver du din vårdnadshavares ja för att ingå avtal, till exempel om konto och kort. Undantaget är pengar du själv har tjänat från 16 års ålder. Därför godkänner föräldrar bankens tjänster för unga.',
      'Från 18 kan du själv öppna konto och skaffa BankID. Har du redan konto och BankID via banken: fråga banken vad som ändras, till exempel gränser som din förälder har satt.',
      'Går du i gymnasiet kommer studiebidraget till dig i stället för till din vårdnadshavare.',
      'BankID är din legitimation på nätet. Godkänn bara när du själv har startat det du gör.',
    ],
    sources: [PARENTAL_CODE],
    lesson: {
      courseId: 'banktjanster-for-unga',
      lessonId: 'banktjanster-for-unga-konto-och-kort',
      title: 'Konto och kort',
    },
  },
  fritidskortet: {
    title: 'Fritidskortet',
    when: 'Använd det senast 30 november',
    summary: 'Pengar till fritidsaktiviteter för dig som är 8–16 år (uppgifter från 2025).',
    body: [
      'Fritidskortet startade den 15 september 2025. Det ger 500 kr per barn och år till aktiviteter i föreningar och kultur, eller 2 000 kr om familjen fick bostadsbidrag. Det gäller för dig som är 8–16 år.',
      'År 2025 skulle pengarna användas senast den 30 november. Kolla vad som gäller i år.',
    ],
    sources: [FRITIDSKORTET],
    lesson: {
      courseId: 'budgetering-101',
      lessonId: 'budgetering-101-inkomster-och-utgifter',
      title: 'Inkomster och utgifter',
    },
  },
  'csn-studiemedel': {
    title: 'Studiemedel efter gymnasiet',
    when: 'Från hösten det år du fyller 20',
    summary: 'När studiebidraget tar slut kan du söka studiemedel från CSN.',
    body: [
      'Studiebidraget går som längst till och med våren det år du fyller 20. Läser du vidare efter det kan du söka studiemedel från CSN.',
      'Studiemedel består av ett bidrag och ett lån. Lånet betalar du tillbaka, så låna bara det du behöver.',
    ],
    sources: [CSN_AMOUNT],
    lesson: { courseId: 'ekonomiska-begrepp', lessonId: 'ekonomiska-begrepp-csn', title: 'CSN' },
  },
};

export const moneyYearCopy = {
  offline: 'Pengaåret behöver internet för att räkna ut dina datum. Anslut igen så visas de här.',
  loading: 'Laddar ditt pengaår…',
  retry: 'Försök igen',
  error: 'Det gick inte att hämta ditt pengaår.',
  forYou: 'Gäller dig nu',
  later: 'Längre fram',
  age: (age: number) => `Du är ${formatInteger(age)} år. Här är det som gäller dig.`,
  noAge: 'Här är det som gäller unga i Sverige.',
  next: (date: string) => `Nästa gång: ${formatDateLong(date)}`,
  autumn: (date: string) => `För dig: från hösten ${date.slice(0, 4)}`,
  open: 'Läs mer',
  back: 'Tillbaka till Pengaåret',
  sources: 'Källor',
  toLesson: (title: string) => `Lektion: ${title}`,
  notFound: 'Det finns ingen sådan händelse i Pengaåret.',
  handover: 'Vad föräldrarna ser efter 18',
  studiebidrag: {
    guardian: (date: string) =>
      `Nästa utbetalning: ${formatDateLong(date)}. Pengarna går till din vårdnadshavare tills du fyller 18.`,
    you: (date: string) =>
      `Nästa utbetalning: ${formatDateLong(date)}. Pengarna kommer till ditt eget konto.`,
    notYet: (date: string) =>
      `Du får inget studiebidrag just nu. Nästa utbetalningsdag för gymnasieelever är ${formatDateLong(date)}.`,
  },
  eighteen: {
    soon: (date: string) => `Du fyller 18 den ${formatDateLong(date)}.`,
    done: 'Du har fyllt 18 – det här gäller dig redan.',
  },
  /** A guardian's /pengaaret: each child's money year (issue 41 §6). */
  parent: {
    intro:
      'Studiebidrag, sommarjobb, första lönen och BankID vid 18 – det som händer med barnens pengar under året.',
    offline:
      'Pengaåret behöver internet för att räkna ut barnens datum. Anslut igen så visas de här.',
    loading: 'Laddar barnens pengaår…',
    error: 'Det gick inte att hämta barnens pengaår.',
    retry: 'Försök igen',
    children: 'Välj barn',
    age: (name: string, age: number) =>
      `${name} är ${formatInteger(age)} år. Här är det som gäller ${name}.`,
    noAge: (name: string) => `Här är det som gäller unga i Sverige, som ${name}.`,
    forChild: (name: string) => `Gäller ${name} nu`,
    adult: (name: string) =>
      `${name} har fyllt 18 och bestämmer själv över sitt pengaår. Det visas inte här.`,
    none: 'Du har inga barn kopplade i Slantis än. Koppla ihop familjen under Familj, så visas barnens pengaår här.',
    toFamily: 'Till Familj',
    studiebidrag: {
      guardian: (name: string, date: string) =>
        `Nästa utbetalning: ${formatDateLong(date)}. Pengarna betalas till en vårdnadshavare tills ${name} fyller 18.`,
      you: (name: string, date: string) =>
        `Nästa utbetalning: ${formatDateLong(date)}. Pengarna kommer till ${name} själv.`,
      notYet: (name: string, date: string) =>
        `${name} får inget studiebidrag just nu. Nästa utbetalningsdag för gymnasieelever är ${formatDateLong(date)}.`,
    },
    eighteen: {
      soon: (name: string, date: string) => `${name} fyller 18 den ${formatDateLong(date)}.`,
      done: (name: string) => `${name} har fyllt 18.`,
    },
    autumn: (name: string, date: string) => `För ${name}: från hösten ${date.slice(0, 4)}`,
    /** The cards in a parent's words; the rest of each item's text is the teen's. */
    items: {
      studiebidrag: {
        title: 'Studiebidraget',
        summary: '1 250 kr i månaden från CSN när barnet går i gymnasiet.',
      },
      sommarjobb: {
        title: 'Sommarjobb och skattegränsen',
        summary: 'Tjänar barnet under gränsen på ett helt år blir det ingen skatt.',
      },
      lonespecifikation: {
        title: 'Den första lönespecifikationen',
        when: 'När den första lönen kommer',
        summary: 'Gå igenom den tillsammans: timmar, lön och skatt.',
      },
      'fyller-18': {
        title: '18 år: eget konto och BankID',
        summary: 'Från 18 bestämmer barnet själv över avtal, konto och BankID.',
      },
      fritidskortet: {
        title: 'Fritidskortet',
        summary: 'Pengar till fritidsaktiviteter för barn 8–16 år (uppgifter från 2025).',
      },
      'csn-studiemedel': {
        title: 'Studiemedel efter gymnasiet',
        when: 'Från hösten det år barnet fyller 20',
        summary: 'När studiebidraget tar slut kan barnet söka studiemedel från CSN.',
      },
    } satisfies Record<CalendarKey, { title: string; when?: string; summary: string }>,
  },
  links: {
    heading: 'Mer för dig',
    moneyYear: 'Pengaåret',
    moneyYearText: 'Studiebidrag, sommarjobb, BankID vid 18 – det som händer under året.',
    drills: 'Är det här ett bedrägeri?',
    drillsText: 'Öva på riktiga knep: Swish, BankID, snabba pengar och falska butiker.',
    report: 'Lärt → gjort',
    reportText: 'Din månadsrapport: vad du lärde dig och vad du gjorde sen.',
    allowance: 'Veckopeng',
    allowanceText: 'Ditt avtal: hur mycket, hur ofta och vad pengarna ska räcka till.',
    /** On a teen's home. */
    homeHeading: 'Dina pengaverktyg',
  },
  /** The member menu's section of these tools (issue 41 §6). */
  menu: {
    teenHeading: 'Dina pengaverktyg',
    parentHeading: 'För dig som förälder',
    moneyYear: 'Pengaåret',
    drills: 'Öva på bedrägerier',
    report: 'Lärt → gjort',
    allowance: 'Veckopeng',
    childrenMoneyYear: 'Barnens pengaår',
    childrenReports: 'Barnens rapporter',
    eighteen: 'När barnen fyller 18',
  },
} as const;

export const drillsCopy = {
  offline: 'Övningarna rättas av servern, så de behöver internet. Anslut igen och fortsätt.',
  loading: 'Laddar övningarna…',
  error: 'Det gick inte att hämta övningarna.',
  retry: 'Försök igen',
  intro:
    'Läs meddelandet och bestäm dig. Ditt första svar på varje övning räknas – klarar du den får du XP.',
  progress: (done: number, total: number) => `${done} av ${total} klara`,
  scam: 'Bedrägeri',
  notScam: 'Inte bedrägeri',
  sending: 'Rättar…',
  right: 'Rätt!',
  wrong: 'Inte riktigt',
  verdictScam: 'Det här är ett bedrägeri.',
  verdictReal: 'Det här är inget bedrägeri.',
  signs: 'Varningstecken',
  xp: (xp: number) => `+${formatInteger(xp)} XP`,
  channel: {
    sms: 'Sms',
    samtal: 'Samtal',
    dm: 'Meddelande på sociala medier',
    webb: 'Webbsida',
    swish: 'Swish',
    bankid: 'BankID',
  },
  lesson: 'Läs lektionen BankID och bedrägerier',
  sendError: 'Svaret kom inte fram. Försök igen.',
} as const;

const plural = (n: number, one: string, many: string) =>
  `${formatInteger(n)} ${n === 1 ? one : many}`;

export const reportCopy = {
  offline: 'Rapporten räknas fram av servern. Anslut igen så visas den här.',
  loading: 'Laddar din rapport…',
  error: 'Det gick inte att hämta rapporten.',
  retry: 'Försök igen',
  heading: (month: string) => `Lärt → gjort i ${formatMonth(month)}`,
  previous: 'Förra månaden',
  current: 'Den här månaden',
  learned: 'Det här lärde du dig',
  did: 'Det här gjorde du sen',
  learnedBy: (name: string) => `Det här lärde ${name} sig`,
  didBy: (name: string) => `Det här gjorde ${name} sen`,
  lessons: (n: number) => plural(n, 'lektion klar', 'lektioner klara'),
  courses: (n: number) => plural(n, 'kurs klar', 'kurser klara'),
  drills: (n: number) => plural(n, 'bedrägeriövning klarad', 'bedrägeriövningar klarade'),
  nothingLearned: 'Inga lektioner den här månaden än. En kort lektion tar bara några minuter.',
  toCourses: 'Till kurserna',
  nothingDid:
    'När du har gjort en lektion om budget, sparande eller bedrägerier visar vi här vad du gjorde efter den.',
  rule: {
    budget: {
      title: 'Budgetlektion → höll veckobudgeten',
      value: (n: number, target: number) =>
        `${plural(n, 'vecka', 'veckor')} inom budget (mål: ${formatInteger(target)})`,
    },
    saving: {
      title: 'Sparlektion → satte in på ett sparmål',
      value: (n: number, _target: number, ore: number | null) =>
        n === 0
          ? 'Ingen insättning än'
          : `${plural(n, 'insättning', 'insättningar')}, ${formatKr(ore ?? 0)}`,
    },
    logging: {
      title: 'Lektion om utgifter → skrev upp dina köp',
      value: (n: number, target: number) =>
        `${plural(n, 'dag', 'dagar')} med köp uppskrivna (mål: ${formatInteger(target)})`,
    },
    scams: {
      title: 'Bedrägerilektion → klarade övningar',
      value: (n: number, target: number) =>
        `${plural(n, 'övning', 'övningar')} rätt på första försöket (mål: ${formatInteger(target)})`,
    },
  },
  done: 'Klart!',
  notYet: 'På väg',
  share: {
    label: 'Dela rapporten med mina föräldrar',
    description:
      'Av som standard. Bara du kan slå på den, och du kan stänga av den när du vill. Dina föräldrar ser då den här rapporten, inget mer.',
    on: 'Rapporten delas med dina föräldrar',
    off: 'Rapporten delas inte längre',
    error: 'Det gick inte att ändra delningen. Försök igen.',
  },
  parent: {
    heading: 'Lärt → gjort',
    intro: 'Månadsrapporter som ditt barn har valt att dela med dig.',
    notShared: (name: string) =>
      `${name} delar inte sin månadsrapport. Det är ${name}s val – fråga gärna hur det går.`,
    none: 'Inga barn i familjen än.',
    loading: 'Laddar barnens rapporter…',
    error: 'Det gick inte att hämta barnens rapporter.',
    noChildren:
      'Du har inga barn kopplade i Slantis än. Koppla ihop familjen under Familj, så visas rapporterna som barnen delar med dig här.',
    toFamily: 'Till Familj',
  },
  lessonTitle: (id: string) => id,
} as const;
