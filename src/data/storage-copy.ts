/** The Swedish text for a device that is out of room (research/offline-pwa.md §2.7). */
export const storageFullCopy = {
  title: 'Enheten har inte plats för mer',
  /** The toast of a form whose write failed for lack of space. */
  notSaved:
    'Enheten har inte plats för mer, så ändringen sparades inte. Gör plats och försök igen.',
  /** The member layout's banner while the last write failed for lack of space. */
  banner: 'Din senaste ändring sparades inte, men allt från tidigare finns kvar.',
  howToFix:
    'Gör plats genom att ta bort bilder eller appar du inte använder, eller rensa andra webbplatsers data i webbläsarens inställningar. Försök sedan igen.',
} as const;
