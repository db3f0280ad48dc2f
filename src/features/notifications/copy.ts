/** The notification centre's words (Swedish UI). */
export const notificationsCopy = {
  bell: (unread: number) =>
    unread === 0
      ? 'Aviseringar, inga olästa'
      : unread === 1
        ? 'Aviseringar, 1 oläst'
        : `Aviseringar, ${unread} olästa`,
  unreadCount: (unread: number) =>
    unread === 0 ? 'Allt är läst' : unread === 1 ? '1 oläst' : `${unread} olästa`,
  listLabel: 'Dina aviseringar',
  markAll: 'Markera alla som lästa',
  unread: 'Ny',
  unreadLabel: 'Oläst',
  empty:
    'Inga aviseringar än. Här hamnar det när ett uppdrag väntar, din streak är i fara eller något händer med kontot.',
  loading: 'Hämtar aviseringar …',
  offline:
    'Du är offline. Det här är aviseringarna från när du senast var online – nya kommer när du är uppkopplad igen.',
  offlineEmpty: 'Du är offline. Aviseringarna visas när du är uppkopplad igen.',
  failed: 'Vi kunde inte hämta nya aviseringar just nu.',
  retry: 'Försök igen',
  settingsHint: 'Vilka mejl du får väljer du under Profil → Inställningar.',
  settingsLink: 'Ändra inställningar',
  today: 'i dag',
  yesterday: 'i går',
} as const;
