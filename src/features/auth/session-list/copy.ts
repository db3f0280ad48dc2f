export const sessionListCopy = {
  heading: 'Inloggade enheter',
  intro:
    'Här ser du var du är inloggad just nu. Känner du inte igen en enhet? Logga ut den och byt lösenord.',
  thisDevice: 'Den här enheten',
  signedIn: 'Inloggad',
  lastSeen: 'Senast aktiv',
  logOutOne: 'Logga ut',
  logOutOneLabel: (device: string) => `Logga ut ${device}`,
  logOutAll: 'Logga ut från alla enheter',
  logOutAllHint: 'Du loggas ut här också. Det som inte har synkats ligger kvar på varje enhet.',
  loading: 'Hämtar inloggade enheter …',
  error: 'Kunde inte hämta inloggade enheter. Försök igen senare.',
  offline: 'Du är offline. Listan visas när du har nät igen.',
  endFailed: 'Kunde inte logga ut enheten. Försök igen.',
  endedOne: 'Enheten är utloggad.',
} as const;
