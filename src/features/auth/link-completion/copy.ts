/** Swedish text of the magic-link completion screen (spec §2, §8 'Magic link'). */
export const linkCompletionCopy = {
  loading: 'Slutför inloggning...',
  loadingHint: 'Vänta medan vi kontrollerar din inloggningslänk.',
  success: 'Inloggning lyckades! Omdirigerar...',
  errorTitle: 'Kunde inte slutföra inloggningen',
  backToLogin: 'Tillbaka till inloggning',
  webview: {
    title: 'Öppna länken i din vanliga webbläsare',
    text: 'Du har öppnat inloggningslänken i en app, till exempel Instagram eller din mejlapp. Där kan inloggningen inte slutföras. Öppna länken i telefonens vanliga webbläsare, som Safari eller Chrome, så loggas du in där.',
    open: 'Öppna i webbläsare',
    copy: 'Kopiera länk',
    copyFailed:
      'Kunde inte kopiera länken. Tryck på ⋯ eller dela-knappen och välj ”Öppna i webbläsare”.',
  },
  errors: {
    authError: 'Autentiseringsfel: ',
    sessionFailed: 'Kunde inte slutföra inloggningen: ',
    noSession: 'Ingen session hittades - länken kan ha gått ut',
    unexpected: 'Oväntat fel: ',
    unknown: 'Okänt fel',
  },
  toasts: {
    success: { title: 'Inloggning lyckades', message: 'Du omdirigeras nu...' },
    failed: {
      title: 'Inloggning misslyckades',
      message:
        'Kunde inte slutföra inloggningen — försök igen eller öppna länken i din webbläsare.',
    },
    copied: {
      title: 'Länk kopierad',
      message: 'Öppna länken i din vanliga webbläsare för att slutföra inloggningen.',
    },
  },
} as const;
