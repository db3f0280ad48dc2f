/** Swedish text of the auth feature. */
export const authCopy = {
  demo: {
    title: 'Demokonton i den lokala miljön',
    intro: 'Logga in som någon i demofamiljen Lindqvist. Lösenord för alla:',
    password: 'Slantis2026',
    accounts: [
      { email: 'anna.demo@example.com', who: 'Anna, förälder' },
      { email: 'elsa.demo@example.com', who: 'Elsa, 15 år' },
      { email: 'omar.demo@example.com', who: 'Omar, 17 år' },
    ],
  },
  login: {
    email: 'E-post',
    emailPlaceholder: 'namn@exempel.se',
    password: 'Lösenord',
    submit: 'Logga in',
    submitting: 'Loggar in...',
    errorTitle: 'Inloggningen misslyckades',
    forgot: 'Glömt lösenord?',
    or: 'eller',
    withLink: 'Logga in med e-postlänk',
    noAccount: 'Inget konto?',
    register: 'Bli medlem',
    unsynced: {
      title: 'Osynkade ändringar',
      message: ({ purchases, changes }: { purchases: number; changes: number }) =>
        purchases === changes
          ? `${purchases} köp väntar på att synkas – logga in när du har nätet tillbaka.`
          : `${changes} ${changes === 1 ? 'ändring' : 'ändringar'} väntar på att synkas – logga in när du har nätet tillbaka.`,
    },
    registered: {
      title: 'Ditt konto är skapat!',
      message:
        'Vi har skickat ett mejl till dig. Bekräfta din e-postadress via länken eller koden i mejlet och logga sedan in här.',
    },
  },
  emailCode: {
    magiclink: {
      title: 'Logga in med e-postlänk',
      intro:
        'Vi mejlar dig en inloggningslänk och en 6-siffrig kod. Koden fungerar även i appen på hemskärmen.',
      send: 'Skicka länk och kod',
      verify: 'Logga in med koden',
      back: 'Logga in med lösenord i stället',
    },
    recovery: {
      title: 'Återställ lösenord',
      intro:
        'Skriv din e-postadress så mejlar vi en länk och en 6-siffrig kod som låter dig välja ett nytt lösenord.',
      send: 'Skicka återställningsmejl',
      verify: 'Fortsätt',
      back: 'Tillbaka till inloggningen',
    },
    sending: 'Skickar...',
    verifying: 'Kontrollerar...',
    sentTitle: 'Kolla din e-post',
    sent: (email: string) =>
      `Om ${email} har ett konto hos oss har vi skickat ett mejl dit. Klicka på länken i mejlet – eller skriv in koden här.`,
    codeLabel: 'Kod från mejlet',
    codeHint: '6 siffror',
    codeRequired: 'Skriv in alla 6 siffrorna i koden',
    resend: 'Skicka ett nytt mejl',
    resent: 'Ett nytt mejl är skickat.',
    otherEmail: 'Använd en annan e-postadress',
  },
  newPassword: {
    password: 'Nytt lösenord',
    confirm: 'Bekräfta nytt lösenord',
    submit: 'Spara nytt lösenord',
    submitting: 'Sparar...',
    savedTitle: 'Lösenordet är bytt',
    savedMessage: 'Du är inloggad med ditt nya lösenord.',
    intro: 'Välj ett nytt lösenord för ditt konto.',
    linkFailedTitle: 'Länken fungerar inte längre',
    linkFailed:
      'Återställningslänken har gått ut eller redan använts. Be om ett nytt mejl nedan – eller använd koden i mejlet.',
  },
  logout: {
    action: 'Logga ut',
    working: 'Loggar ut...',
    done: 'Du är utloggad',
    doneMessage: 'Välkommen tillbaka!',
    unsyncedTitle: 'Osynkade ändringar',
    unsynced: (count: number) =>
      `${count === 1 ? '1 ändring' : `${count} ändringar`} har inte skickats till ditt konto än. De ligger kvar på den här enheten och skickas nästa gång du loggar in här.`,
    syncFirst: 'Synka först',
    syncing: 'Synkar...',
    stillUnsynced:
      'Det gick inte att synka allt just nu – är du offline? Ändringarna finns kvar på enheten.',
    logoutAnyway: 'Logga ut ändå',
    cancel: 'Avbryt',
  },
} as const;
