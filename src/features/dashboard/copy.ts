/** Swedish text of the member dashboard (spec §2 Dashboard). */
export const dashboardCopy = {
  heading: 'Hem',
  greeting: (firstName: string | null | undefined) =>
    firstName?.trim() ? `Hej ${firstName.trim()}!` : 'Hej!',
  levelBadge: (level: number) => `Nivå ${level}`,
  level: {
    title: (level: number) => `Nivå ${level}`,
    subtitle: 'Din nivå',
    progress: (current: string, toNext: string) => `${current} / ${toNext} XP`,
    progressLabel: 'XP mot nästa nivå',
    total: (total: string) => `Totalt ${total} XP`,
    next: (left: string, level: number) => `${left} XP kvar till nivå ${level}`,
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
    locked: 'Inte uppnådd än',
    rarity: { common: 'Vanlig', rare: 'Sällsynt', epic: 'Episk', legendary: 'Legendarisk' },
    gridLabel: 'Dina badges',
  },
} as const;
