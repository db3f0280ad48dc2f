/** Two-factor sign-in with a code app (issue 42), in plain Swedish (DESIGN.md). */
export const twoFactorCopy = {
  card: {
    title: 'Tvåstegsverifiering',
    why: 'Skydda pengar och barnens uppgifter med en kod från en app i mobilen.',
    more: 'Innan du bekräftar en gåva, ränta, veckopeng, en prisadress eller laddar ner era uppgifter frågar Slantis efter en kod från appen. Den som bara har ditt lösenord kommer inte vidare.',
    start: 'Slå på tvåstegsverifiering',
  },
  section: {
    title: 'Tvåstegsverifiering',
    on: 'På. Slantis frågar efter en kod från din autentiseringsapp när du loggar in och innan pengar eller uppgifter flyttas.',
    off: 'Av. Slå på den för att skydda pengar och barnens uppgifter med en kod från en app i mobilen.',
    turnOff: 'Stäng av tvåstegsverifiering',
    turnedOff: 'Tvåstegsverifieringen är avstängd.',
    turnOffFailed: 'Det gick inte att stänga av. Försök igen om en stund.',
    loading: 'Hämtar tvåstegsverifiering',
    error: 'Det gick inte att hämta läget för tvåstegsverifiering.',
  },
  enrol: {
    title: 'Slå på tvåstegsverifiering',
    step1:
      '1. Öppna en autentiseringsapp i mobilen, till exempel Google Authenticator, Microsoft Authenticator eller appen Lösenord på iPhone.',
    step2: '2. Skanna QR-koden med appen.',
    secretLabel: 'Kan du inte skanna? Skriv in den här nyckeln i appen:',
    step3: '3. Skriv koden på sex siffror som appen visar.',
    qrAlt: 'QR-kod att skanna med autentiseringsappen',
    preparing: 'Förbereder …',
    failed: 'Det gick inte att börja. Försök igen om en stund.',
    done: 'Klart! Tvåstegsverifieringen är på.',
    close: 'Stäng',
  },
  code: {
    label: 'Kod från appen',
    format: 'Skriv de sex siffrorna som appen visar.',
    wrong: 'Koden stämmer inte. Skriv den kod som appen visar just nu.',
    failed: 'Det gick inte att kontrollera koden. Försök igen om en stund.',
    confirm: 'Bekräfta',
    cancel: 'Avbryt',
  },
  signIn: {
    title: 'Skriv koden från appen',
    why: 'Du har tvåstegsverifiering på. Öppna din autentiseringsapp och skriv koden på sex siffror.',
    checking: 'Kontrollerar inloggningen',
    failed: 'Det gick inte att kontrollera inloggningen. Försök igen om en stund.',
    cancel: 'Logga ut',
  },
  stepUp: {
    title: 'Bekräfta med koden',
    why: 'Bekräfta med koden från din autentiseringsapp först. Sedan gör Slantis klart det du bad om.',
  },
} as const;
