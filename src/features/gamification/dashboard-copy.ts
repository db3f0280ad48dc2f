/** Swedish text of the member dashboard (spec §2 Dashboard). */
export const dashboardCopy = {
  heading: 'Hem',
  greeting: (firstName: string | null | undefined) =>
    firstName?.trim() ? `Hej ${firstName.trim()}!` : 'Hej!',
  levelBadge: (level: number) => `Nivå ${level}`,
  loading: 'Laddar...',
  level: {
    title: (level: number) => `Nivå ${level}`,
    subtitle: 'Din nivå',
    progress: (current: string, toNext: string) => `${current} / ${toNext} XP`,
    progressLabel: 'XP mot nästa nivå',
    total: (total: string) => `Totalt ${total} XP`,
    next: (left: string, level: number) => `${left} XP kvar till nivå ${level}`,
  },
  /** After sync the server counted less XP than the app showed offline (issue 19). */
  xpNotice: {
    title: 'Dina XP är uppdaterade',
    text: (xp: string) =>
      `Appen visade ${xp} XP mer offline än servern räknade – servern räknar poängen så att tävlingen blir rättvis.`,
    rules: 'Läs mer i Tävlingsreglerna.',
    close: 'Stäng meddelandet',
  },
  streaks: {
    label: 'Dina serier',
    checkIn: {
      title: 'Dagar i rad',
      value: (days: number) => (days === 1 ? '1 dag' : `${days} dagar`),
      todayDone: 'Klart för idag!',
      keepGoing: 'Gör något idag så håller serien.',
      start: 'Starta en ny serie idag.',
    },
    saving: {
      title: 'Sparveckor i rad',
      value: (weeks: number) => (weeks === 1 ? '1 vecka' : `${weeks} veckor`),
      how: 'Sätt in på ett sparmål eller håll veckobudgeten varje vecka.',
    },
    freezes: {
      title: 'Frysningar',
      label: (held: number, max: number) => `Frysningar: ${held} av ${max}`,
      count: (held: number, max: number) => `${held} av ${max}`,
      info: 'Så funkar serien och frysningar',
      explain:
        'Serien växer varje dag du skriver upp ett köp, markerar en köpfri dag eller klarar en lektion. En frysning räddar serien en dag du missar: du får en för varje hel vecka i rad och kan spara högst två.',
    },
  },
  noSpend: {
    action: 'Ingen utgift idag',
    hint: 'Köpte du inget idag? Markera det och få +5 XP.',
    done: 'Köpfri dag markerad – snyggt!',
    expenseToday: 'Du har skrivit upp dagens köp. Bra koll!',
    savedTitle: 'Köpfri dag!',
    savedMessage: '+5 XP och en dag till i serien.',
    errorTitle: 'Det gick inte att markera',
  },
  tabs: { overview: 'Översikt', badges: 'Badges', purchases: 'Köp' },
  tabsLabel: 'Din översikt',
  overview: {
    saved: 'Sparat den här veckan',
    xp: 'XP den här veckan',
    xpValue: (xp: string) => `+${xp} XP`,
    badges: 'Badges upplåsta',
    badgesValue: (earned: number, total: number) => `${earned} av ${total}`,
    addPurchase: 'Lägg till köp',
    addHint: 'Skriv upp ett köp – du får XP för varje.',
  },
  badges: {
    earned: 'Uppnådd!',
    progress: (current: number, target: number) => `${current} av ${target}`,
    progressLabel: (title: string) => `Framsteg mot ${title}`,
    rarity: { common: 'Vanlig', rare: 'Sällsynt', epic: 'Episk', legendary: 'Legendarisk' },
    groups: { common: 'Vanliga', rare: 'Sällsynta', epic: 'Episka', legendary: 'Legendariska' },
    groupCount: (earned: number, total: number) => `${earned} av ${total} uppnådda`,
    gridLabel: (group: string) => `${group} badges`,
    next: 'Nästa badge',
    allEarned: 'Du har alla badges. Helt otroligt!',
  },
  celebration: {
    badge: 'Ny badge!',
    level: 'Ny nivå!',
    levelTitle: (level: number) => `Nivå ${level}`,
    levelText: (level: number) => `Du har nått nivå ${level}. Fortsätt så!`,
    dismiss: 'Toppen!',
  },
} as const;
