/** The user-facing Swedish text the sync scheduler puts in the sync store. */
export const syncCopy = {
  offline: 'Ingen anslutning. Dina ändringar är sparade på enheten och skickas när du är online.',
  server: 'Servern svarar inte just nu. Vi försöker igen om en stund.',
  rateLimited: 'För många förfrågningar just nu. Vi försöker igen om en stund.',
  signInAgain: 'Logga in igen för att synka. Dina ändringar är sparade på enheten.',
  unknown: 'Synkningen misslyckades. Vi försöker igen om en stund.',
} as const;
