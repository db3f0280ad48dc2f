/**
 * Words of /foraldrar and /vara-tjanster that are part of the design rather than the page text:
 * a button, the badges and the made-up week of the parent insight. The text of /ungdom,
 * /foraldrar and /vara-tjanster is in content/pages (README § Writing pages).
 */
export const parentsLabels = {
  join: 'Skapa gratis konto',
  sample: {
    caption: 'Exempel på en vecka i föräldrainsikten (påhittade siffror)',
    title: (name: string, week: string) => `${name}, ${week}`,
    spent: 'Utgifter',
    of: (part: string, whole: string) => `${part} av ${whole}`,
    categories: 'Per kategori',
    budgetKept: 'Veckobudgeten höll',
    goal: 'Sparmål: Hörlurar',
    lessons: (count: number) => `${count} lektioner klara den här veckan`,
    streak: (days: number, level: number) => `${days} dagar i rad · nivå ${level}`,
    categoryNames: { food: 'Mat & dryck', transport: 'Transport' },
  },
} as const;

export const servicesLabels = {
  /** 'Publik' when the page and the first lessons are open to all, else 'Medlem'. */
  badges: { public: 'Publik', member: 'Medlem', popular: 'Populär' },
} as const;
