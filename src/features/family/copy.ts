import { formatKr } from '@/lib/format';
import { UNCONFIRMED_SAVING_CAP } from '@/lib/gamification';

/** 'Elsas', but 'Lukas' and 'Max' (a name ending in s, x or z takes no extra s). */
const genitive = (name: string) => (/[sxz]$/i.test(name) ? name : `${name}s`);

/** Every Swedish text of the family area (/familj). */
export const familyCopy = {
  title: 'Familj',
  intro: 'Här kopplar ni ihop familjen, ger och gör uppdrag och följer sparandet tillsammans.',
  loading: 'Laddar familjen…',
  offline: 'Familjen behöver internet. Anslut igen så visas den här.',
  retry: 'Försök igen',
  create: {
    heading: 'Skapa er familj',
    text: 'Skapa en familj och bjud sedan in ditt barn med en kod eller länk. Koden gäller i 7 dagar.',
    name: 'Familjens namn',
    submit: 'Skapa familj',
    created: 'Familjen är skapad',
  },
  join: {
    heading: 'Gå med i en familj',
    text: 'Har du fått en kod av din förälder? Skriv in den här.',
    code: 'Inbjudningskod',
    codeHint: '12 tecken, till exempel ABCD-EFGH-2345',
    check: 'Visa inbjudan',
    preview: (by: string, family: string) => `${by} bjuder in dig till ${family}.`,
    accept: 'Gå med i familjen',
    joined: (family: string) => `Du är nu med i ${family}!`,
    empty: 'Skriv in koden du har fått.',
  },
  members: {
    heading: 'Familjemedlemmar',
    guardian: 'Förälder',
    child: 'Barn',
    me: 'Du',
    remove: 'Ta bort',
    leave: 'Lämna familjen',
    confirmRemove: (name: string) =>
      `Ta bort ${name} ur familjen? Ni ser inte längre varandras uppgifter.`,
    confirmLeave: 'Lämna familjen? Föräldrarna ser då inte längre dina uppgifter.',
    confirm: 'Ja, fortsätt',
    cancel: 'Avbryt',
    removed: 'Klart – familjen är uppdaterad',
  },
  invites: {
    heading: 'Inbjudningar',
    child: 'Bjud in barn',
    guardian: 'Bjud in förälder',
    forChild: 'Till ett barn',
    forGuardian: 'Till en förälder',
    validUntil: (date: string) => `Gäller till ${date}`,
    copyLink: 'Kopiera länk',
    copied: 'Länken är kopierad',
    revoke: 'Ta bort inbjudan',
    none: 'Inga öppna inbjudningar.',
    how: 'Barnet loggar in i sitt eget konto och öppnar länken – eller skriver in koden under Familj.',
  },
  tasks: {
    heading: 'Uppdrag',
    new: 'Nytt uppdrag',
    child: 'Till',
    title: 'Vad ska göras?',
    reward: 'Belöning (kr)',
    xp: 'XP',
    due: 'Senast (valfritt)',
    create: 'Ge uppdraget',
    created: 'Uppdraget är skickat',
    waiting: 'Väntar på dig',
    ongoing: 'Pågående',
    doneList: 'Klara',
    none: 'Inga uppdrag än. Ge ditt första ovan!',
    approve: 'Godkänn',
    reject: 'Inte klar',
    approved: (name: string, ore: number, xp: number) => {
      const rewards = [ore > 0 ? formatKr(ore) : null, xp > 0 ? `${xp} XP` : null].filter(Boolean);
      return rewards.length > 0
        ? `${name} får ${rewards.join(' och ')}`
        : `${name}s uppdrag är godkänt`;
    },
    rejected: 'Uppdraget är skickat tillbaka',
    queued: 'Sparas när du är online igen',
    status: {
      open: 'Att göra',
      done: 'Klar – väntar på dig',
      approved: 'Godkänd',
      rejected: 'Inte klar än',
    },
    titleRequired: 'Uppdraget behöver en titel',
    rewardInvalid: 'Ange ett belopp mellan 0 och 10 000 kr',
    xpInvalid: 'XP ska vara mellan 0 och 100',
    chooseChild: 'Välj ett barn',
  },
  goal: {
    heading: 'Sätt ett sparmål',
    text: 'Målet syns på barnets startsida. Lova gärna att lägga till en del av det barnet sparar.',
    title: 'Vad sparar hen till?',
    target: 'Målbelopp (kr)',
    match: 'Vi lägger till (%)',
    matchHint: 'Valfritt: 50 betyder att ni lägger till 50 öre för varje sparad krona.',
    create: 'Sätt målet',
    created: 'Sparmålet är satt',
    titleRequired: 'Sparmålet behöver ett namn',
    targetInvalid: 'Ange ett belopp på minst 1 kr',
    matchInvalid: 'Ange 1–100 procent eller lämna tomt',
    /** Under the refusal at Basic's 5 active goals (child_goal_limit). */
    limitFamilj: 'Med Familj får alla i familjen obegränsat antal sparmål.',
    limitLink: 'Se familjens plan',
  },
  insights: {
    heading: 'Insikter',
    choose: 'Barn',
    summary: 'Veckosammanfattning',
    spending: 'Utgifter per vecka',
    /** The chart's text alternative: what it shows, then each week's total and biggest category. */
    chartLabel: (name: string, weeks: string[]) =>
      [`Stapeldiagram: ${genitive(name)} utgifter per kategori de senaste fyra veckorna.`]
        .concat(weeks)
        .join(' '),
    chartWeek: (week: string, spent: string, top: string | null) =>
      top ? `${week}: ${spent}, mest ${top}.` : `${week}: inga köp.`,
    /** The visually hidden table with every value of the chart. */
    categoryTable: (name: string) => `${genitive(name)} utgifter per kategori och vecka`,
    weekTable: (name: string) => `${genitive(name)} utgifter och budget per vecka`,
    category: 'Kategori',
    total: 'Totalt',
    weekShort: (week: number) => `v. ${week}`,
    budget: 'Budget',
    kept: 'Höll',
    notKept: 'Över',
    ongoing: 'Pågår',
    noBudget: 'Ingen budget',
    goals: 'Sparmål',
    noGoals: 'Inga sparmål än.',
    setByYou: 'Satt av dig',
    match: (p: number) => `Ni lägger till ${p} %`,
    learning: 'Lärande',
    lessons: (n: number, week: number) => `${n} lektioner klara, ${week} den här veckan`,
    courses: (n: number, total: number) => `${n} av ${total} kurser klara`,
    streak: (days: number) => `${days} dagar i rad`,
    savingWeeks: (weeks: number) => `${weeks} sparveckor i rad`,
    level: (level: number, xp: number) => `Nivå ${level} · ${xp} XP`,
    notShared: (name: string) => `${name} har valt att inte dela detta.`,
    /** A fact card of a section an adult child does not share. */
    notSharedShort: 'Delas inte',
    week: 'Vecka',
  },
  errors: {
    generic: 'Något gick fel. Försök igen om en stund.',
    offline: 'Ingen anslutning just nu. Kolla internet och försök igen.',
  },
  /** The parent home at '/' and '/app' (issue 25): the children first, then her own tools. */
  parentHome: {
    heading: 'Hem',
    /** The home's line about the family's plan (the card itself is on /familj, plan-copy.ts). */
    plan: {
      basic: 'Familjen har Basic.',
      familj: 'Familjen har Familj.',
      pastDue: 'Betalningen för Familj gick inte igenom.',
      link: 'Familjens plan',
    },
    greeting: (name: string | null | undefined) => (name?.trim() ? `Hej ${name.trim()}!` : 'Hej!'),
    intro: 'Så här går veckan för dina barn.',
    children: 'Dina barn',
    loading: 'Laddar dina barn…',
    offlineStale: (time: string) =>
      `Du är offline och ser läget från kl. ${time}. Det uppdateras när du är online igen.`,
    errorStale: (time: string) =>
      `Vi kunde inte hämta det senaste just nu, så du ser läget från kl. ${time}.`,
    offlineEmpty: 'Dina barns översikt behöver internet. Anslut igen så visas den här.',
    adult: '18+ · delar det hen väljer',
    thisWeek: 'Den här veckan',
    spentOf: (spent: string, budget: string) => `${spent} av ${budget}`,
    left: (kr: string) => `${kr} kvar`,
    over: (kr: string) => `${kr} över budgeten`,
    noBudget: (spent: string) => `${spent} – ingen veckobudget satt`,
    budgetLabel: (name: string, spent: string, budget: string) =>
      `${genitive(name)} utgifter den här veckan: ${spent} av ${budget}`,
    goals: 'Sparmål',
    noGoals: 'Inga sparmål än.',
    moreGoals: (n: number) => (n === 1 ? '+ 1 sparmål till' : `+ ${n} sparmål till`),
    goalLabel: (title: string, saved: string, target: string) => `${title}: ${saved} av ${target}`,
    learning: 'Lektioner',
    lessons: (n: number) => (n === 1 ? '1 klar i veckan' : `${n} klara i veckan`),
    streak: 'Svit',
    streakDays: (n: number) => (n === 1 ? '1 dag i rad' : `${n} dagar i rad`),
    notSharedShort: 'Delas inte',
    notShared: {
      spending: (name: string) => `${name} har valt att inte dela sina utgifter.`,
      goals: (name: string) => `${name} har valt att inte dela sina sparmål.`,
    },
    waiting: (n: number) => `Väntar på ditt svar (${n})`,
    noWaiting: 'Inga uppdrag väntar på dig just nu.',
    reward: (kr: string, xp: number) => (xp > 0 ? `${kr} · +${xp} XP` : kr),
    due: (date: string) => `senast ${date}`,
    approve: 'Godkänn',
    sendBack: 'Skicka tillbaka',
    sentBack: 'Uppdraget är skickat tillbaka',
    sentBackText: (name: string) => `${name} kan göra det igen och markera det som klart.`,
    moreAbout: (name: string) => `Mer om ${name}`,
    confirm: {
      heading: 'Sparande att bekräfta',
      text: (name: string) =>
        `${name} har skrivit in de här insättningarna i Månadens Tävling. Stämmer de? Då räknas de fullt.`,
      button: (n: number) =>
        n === 1 ? 'Stämmer – bekräfta insättningen' : `Stämmer – bekräfta ${n} insättningar`,
      notRight: (name: string) =>
        `Stämmer något inte? Prata med ${name}. Det du inte bekräftar ger högst ${UNCONFIRMED_SAVING_CAP} poäng i månaden.`,
      row: (goal: string, date: string) => `${goal} · ${date}`,
      done: 'Sparandet är bekräftat',
      doneText: (name: string) => `${name} får veta det, och insättningarna räknas fullt.`,
    },
    report: {
      heading: 'Förra veckan',
      week: (week: number) => `vecka ${week}`,
      child: 'Barn',
      spent: 'Utgifter',
      budget: 'Budget',
      saved: 'Sparat',
      lessons: 'Lektioner',
      tasks: 'Uppdrag klara',
      kept: 'Höll',
      over: 'Över',
      none: 'Ingen',
      label: 'Förra veckans rapport per barn',
    },
    tools: {
      heading: 'Dina verktyg',
      invite: {
        title: 'Bjud in ett barn',
        text: 'Skapa en kod eller länk som ditt barn öppnar i sitt eget konto.',
      },
      task: {
        title: 'Ge ett uppdrag',
        text: 'Välj belöning i kronor och XP. Du godkänner när det är klart.',
      },
      goal: {
        title: 'Sätt ett sparmål',
        text: 'Ge ditt barn ett mål och lova gärna att lägga till en del.',
      },
      insights: {
        title: 'Insikter',
        text: 'Utgifter per kategori och vecka, sparmål och lärande.',
      },
    },
    ownMoney: 'Din egen ekonomi',
    ownMoneyText: 'Vill du ha koll på din egen budget också? Den fungerar precis som barnens.',
    welcome: {
      title: 'Välkommen till Slantis!',
      text: 'Koppla ihop dig med ditt barn, så ser du här hur veckan går: utgifter mot budget, sparmål, lektioner och uppdrag som väntar på dig.',
      steps: [
        'Skapa er familj under Familj.',
        'Bjud in ditt barn med en kod eller länk – den gäller i 7 dagar.',
        'Barnet loggar in i sitt eget konto och går med.',
      ],
      button: 'Koppla ihop med ditt barn',
    },
  },
  home: {
    waiting: (n: number) =>
      n === 1 ? '1 uppdrag väntar på ditt godkännande' : `${n} uppdrag väntar på ditt godkännande`,
  },
} as const;
