/**
 * Swedish text of a locked goal (issue 43): beyond Basic's 5 active goals after the family's
 * Familj ended. Apart from copy.ts so it loads with the locked goal's card, not with the home.
 */
export const lockedGoalCopy = {
  badge: 'Låst',
  text: 'Målet är låst i Basic, som har plats för 5 aktiva sparmål. Inget är borttaget: nå eller ta bort ett annat mål, så kan du spara på det här igen. Vill du ha obegränsat antal sparmål? Be en förälder om Familj.',
  textGuardian:
    'Målet är låst i Basic, som har plats för 5 aktiva sparmål. Inget är borttaget: nå eller ta bort ett annat mål, eller välj Familj, så går det att spara på det här igen.',
  remove: (title: string) => `Ta bort ${title}`,
  removeLabel: 'Ta bort',
} as const;
