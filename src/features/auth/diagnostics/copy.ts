/** Swedish text of the /test-report diagnostics page (spec §2 '/test-report', §8, §9). */
export const diagnosticsCopy = {
  checks: {
    heading: 'Automatiska kontroller',
    intro: 'Kontrollerna körs i din webbläsare när sidan öppnas. Inga token-värden visas.',
    rerun: 'Kör igen',
    running: 'Kör kontroller...',
    status: { pass: 'Godkänd', fail: 'Fel', warning: 'Varning', info: 'Info' },
    config: {
      name: 'Konfiguration vid start',
      ok: 'Backend-URL och publik nyckel ser giltiga ut.',
      failed: 'Konfigurationen har fel – inloggning fungerar troligen inte.',
      backend: 'Backend',
    },
    sessionId: {
      name: 'Sessions-id i webbläsaren',
      present: 'Ett sessions-id finns sparat.',
      absent: 'Inget sessions-id är sparat.',
    },
    authToken: {
      name: 'Inloggningstoken i webbläsaren',
      present: 'En inloggning finns sparad (värdet visas inte).',
      absent: 'Ingen inloggning är sparad i den här webbläsaren.',
    },
    storage: {
      unreadable: 'Webbläsarens lagring gick inte att läsa (privat läge eller blockerad lagring).',
      key: 'Nyckel',
    },
    health: {
      name: 'Kontakt med backend',
      ok: (ms: number) => `Backend svarar (${ms} ms).`,
      failed: (reason: string) => `Backend svarar inte: ${reason}`,
      status: (code: number) => `HTTP-status ${code}`,
      timeout: 'inget svar inom 5 sekunder',
      network: 'nätverksfel',
    },
    redirect: {
      name: 'Omdirigerings-URL',
      ok: 'Inloggningslänkar leder till en säker adress.',
      insecure: 'Adressen använder inte https – inloggningslänkar kan blockeras eller avvisas.',
      line: 'Länkar skickas till',
    },
    browser: {
      name: 'Webbläsare',
      normal: 'Vanlig webbläsare – inloggningslänkar kan öppnas här.',
      inApp:
        'Inbyggd app-webbläsare upptäckt – inloggningslänkar bör öppnas i telefonens vanliga webbläsare.',
      agent: 'User agent',
    },
  },
  form: {
    heading: 'Skicka en testlänk',
    intro: 'Skicka en inloggningslänk till ett befintligt konto för att testa hela flödet.',
    label: 'E-postadress',
    placeholder: 'namn@exempel.se',
    submit: 'Skicka Test Magic Link',
    sending: 'Skickar...',
    required: { title: 'Email krävs', message: 'Ange en email-adress för att skicka testlänk' },
    failed: 'Fel vid skickande av magic link',
    sent: {
      title: 'Magic link skickad',
      message: (email: string) => `Kontrollera ${email} för testlänken`,
    },
  },
  instructions: {
    heading: 'Konfiguration i Supabase',
    show: 'Visa konfigurationsinstruktioner',
    hide: 'Dölj konfigurationsinstruktioner',
    intro: 'Gör så här i Supabase-projektets dashboard (för administratörer):',
    openSettings: 'Gå till Authentication → URL Configuration.',
    siteUrl: 'Sätt Site URL till produktens domän:',
    redirectUrls: 'Lägg till de här adresserna under Redirect URLs:',
    confirmEmail:
      'Valfritt, bara för test: stäng av ”Confirm email” under Authentication → Providers → Email. Slå på det igen innan ni går live.',
    template:
      'E-postmallen för Magic Link måste innehålla {{ .Token }} så att den 6-siffriga koden når användaren. Appen installerad på hemskärmen i iPhone behöver koden, eftersom länken i mejlet öppnas i Safari och inte i appen.',
    origin: 'Den här sidan körs på',
  },
} as const;
