import { UNCONFIRMED_SAVING_CAP } from '@/lib/gamification';

/** Swedish text of 'Månadens Tävling' and the leaderboard (spec §2, §9; docs/gamification.md). */
export const competitionCopy = {
  title: 'Månadens Tävling',
  position: (position: number, participants: number) => `plats ${position} av ${participants}`,
  positionLong: (position: number, participants: number) =>
    `Du ligger på plats ${position} av ${participants}`,
  savedThisMonth: 'Sparat i månaden',
  savedThisMonthShort: 'sparat den här månaden',
  savedOnlyYou: 'Bara du ser hur mycket du har sparat.',
  /** Saving a guardian has not confirmed counts at a small cap (issue 40 §6, /tavlingsregler). */
  confirmation: {
    waiting: (kronor: string) =>
      `${kronor} av ditt sparande väntar på att en förälder bekräftar det. Tills dess ger sparandet högst ${UNCONFIRMED_SAVING_CAP} poäng i månaden.`,
    noGuardian: `Ingen förälder kan bekräfta ditt sparande, så det ger högst ${UNCONFIRMED_SAVING_CAP} poäng i månaden. Lektioner, budget och streak räknas som vanligt.`,
    more: 'Så funkar det',
  },
  seeAll: 'Se full topplist',
  expand: 'Visa Månadens Tävling',
  collapse: 'Dölj Månadens Tävling',
  offline: 'Topplistan visas när du är online.',
  loading: 'Laddar tävlingen...',
  invite: {
    title: 'Var med och tävla!',
    text: 'Spara mot dina mål och lär dig om pengar – samla poäng och vinn priser varje månad.',
    join: 'Gå med',
    joinLong: 'Var med i Månadens Tävling',
    joined: (name: string) => `Du är med som ${name}!`,
    joinedTitle: 'Välkommen till tävlingen!',
    privacy:
      'I tävlingen syns du bara med ett smeknamn, din nivå och dina poäng – aldrig ditt namn eller dina kronor.',
  },
  nickname: {
    joinTitle: 'Välj ditt smeknamn',
    changeTitle: 'Byt smeknamn',
    intro:
      'I tävlingen syns du med ett smeknamn i stället för ditt namn. Välj det du gillar mest – du kan byta senare.',
    label: 'Förslag på smeknamn',
    more: 'Nya förslag',
    join: (name: string) => `Gå med som ${name}`,
    change: (name: string) => `Byt till ${name}`,
    cancel: 'Avbryt',
    close: 'Stäng',
    taken: 'Någon hann före och tog det smeknamnet. Här är nya förslag!',
    current: 'Ditt smeknamn',
    action: 'Byt smeknamn',
    changedTitle: 'Smeknamnet är bytt',
    changed: (name: string) => `Nu heter du ${name} i tävlingen.`,
  },
  refused: {
    title: 'Topplistan visas inte för dig',
    teen: 'Topplistan och Månadens Tävling är för dig som är 13–23 år. XP, nivåer och badges samlar du som vanligt!',
    adult:
      'Topplistan är för unga 13–23 år. Som förälder ser du dina barns placering här när ni är kopplade under Familj.',
    toFamily: 'Till Familj',
  },
  rules: 'Tävlingsregler',
  rulesLong: 'Läs tävlingsreglerna',
  leave: {
    action: 'Lämna tävlingen',
    confirmTitle: 'Lämna Månadens Tävling?',
    confirmText:
      'Du försvinner från topplistan och kan inte vinna månadens priser. Du kan gå med igen när du vill.',
    confirm: 'Ja, lämna',
    cancel: 'Nej, stanna kvar',
    close: 'Stäng',
    left: 'Du har lämnat tävlingen',
    leftText: 'Välkommen tillbaka när du vill.',
  },
  prizes: {
    title: 'Månadens priser',
    place: (position: number) => `${position}:a plats`,
  },
  parentNote:
    'Månadens Tävling är för barn och unga. Här ser du hur det går i familjen – för barn som har fyllt 18 bara om de delar sitt lärande med dig.',
  leaderboard: {
    heading: 'Topplista',
    intro: 'Se hur du ligger till i månadens och veckans tävling.',
    periodLabel: 'Period',
    periods: { month: 'Månad', week: 'Vecka' },
    scopeLabel: 'Visa',
    scopes: { all: 'Alla', family: 'Familj', friends: 'Vänner' },
    listLabel: (period: string, scope: string) =>
      `Topplista, ${period.toLowerCase()}, ${scope.toLowerCase()}`,
    points:
      'Poäng får du när du sparar mot dina egna mål, håller budgeten, markerar köpfria dagar och klarar lektioner – aldrig för hur många kronor du har. Sparandet räknas fullt när en förälder har bekräftat det.',
    me: 'Du',
    place: (position: number) => `Plats ${position}`,
    /** Everyone without points shares one place. */
    sharedPlace: (position: number) => `Delad plats ${position}, inga poäng än`,
    level: (level: number) => `Nivå ${level}`,
    streak: (days: number) => (days === 1 ? '1 dag i rad' : `${days} dagar i rad`),
    savingStreak: (weeks: number) => (weeks === 1 ? '1 sparvecka' : `${weeks} sparveckor i rad`),
    badges: (count: number) => (count === 1 ? '1 badge' : `${count} badges`),
    score: (score: string) => `${score} poäng`,
    pointsUnit: 'poäng',
    empty: 'Ingen är med här än.',
    emptyJoin: 'Bli först på listan!',
    emptyFamily: 'Ingen i familjen är med i tävlingen än.',
    emptyFriends: 'Inga vänner på listan än. Lägg till kompisar med en vänkod!',
    toFriends: 'Till Vänner',
    friendStreak: (days: number) =>
      days === 0
        ? 'Sparkompis'
        : days === 1
          ? 'Sparkompisar 1 dag'
          : `Sparkompisar ${days} dagar i rad`,
    yourPlace: 'Din placering',
    notOnList: 'Du är inte med i tävlingen än.',
  },
  errors: {
    title: 'Topplistan kunde inte laddas',
    generic: 'Något gick fel. Försök igen om en stund.',
    offline: 'Ingen anslutning just nu. Kolla internet och försök igen.',
    retry: 'Försök igen',
    joinFailed: 'Det gick inte att gå med',
    changeFailed: 'Det gick inte att byta smeknamn',
    leaveFailed: 'Det gick inte att lämna',
  },
} as const;
