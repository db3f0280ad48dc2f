/** Every Swedish text of the /bli-kund registration wizard (spec §2, §5, §8). */
export const registrationCopy = {
  wizardLabel: 'Registrering',
  stepOf: (step: number, total: number) => `Steg ${step} av ${total}`,
  steps: [
    { label: 'Personuppgifter', description: 'Vem är du?' },
    { label: 'Kontotyp', description: 'Förälder eller ungdom' },
    { label: 'Säkerhet', description: 'E-post och lösenord' },
    { label: 'Bekräftelse', description: 'Kolla och skapa' },
  ],
  fields: {
    fornamn: { label: 'Förnamn' },
    efternamn: { label: 'Efternamn' },
    personnummer: {
      label: 'Personnummer',
      placeholder: 'ÅÅÅÅMMDD-XXXX',
      description: 'Alla 12 siffror. Vi sparar det krypterat.',
    },
    mobilnummer: { label: 'Mobilnummer', placeholder: '070-123 45 67' },
    adress: { label: 'Adress', placeholder: 'Gatan 1, 123 45 Orten' },
    email: { label: 'E-post', placeholder: 'namn@exempel.se' },
    password: { label: 'Lösenord' },
    confirmPassword: { label: 'Bekräfta lösenord' },
  },
  roles: {
    legend: 'Vilken sorts konto vill du skapa?',
    foralder: {
      label: 'Förälder',
      description: 'Skapa uppgifter åt dina barn, sätt sparmål tillsammans och följ deras ekonomi.',
    },
    barn: {
      label: 'Ungdom/barn',
      description: 'Gör uppgifter, spara mot dina mål och lär dig om pengar – på ditt sätt.',
    },
  },
  review: {
    intro: 'Kolla att allt stämmer innan du skapar kontot.',
    name: 'Namn',
    email: 'E-post',
    accountType: 'Kontotyp',
    mobile: 'Mobilnummer',
    address: 'Adress',
    termsTitle: 'Villkor och dataskydd',
    terms:
      'Genom att skapa ett konto godkänner du Slantis användarvillkor. Vi behandlar dina personuppgifter enligt GDPR, sparar personnumret krypterat och delar aldrig dina uppgifter med tredje part.',
    /** Both open in a new tab, so the filled-in form stays as it is. */
    read: 'Läs',
    termsLink: 'användarvillkoren',
    and: 'och',
    privacyLink: 'integritetspolicyn',
    opensNewTab: '(öppnas i en ny flik)',
  },
  back: 'Tillbaka',
  next: 'Nästa',
  submit: 'Skapa säkert konto',
  submitting: 'Skapar konto...',
  stepBanner: 'Vänligen korrigera felen nedan och försök igen.',
  serverErrorTitle: 'Kontot kunde inte skapas',
  errors: {
    databaseError: 'Kunde inte skapa kontot. Kontrollera dina uppgifter och försök igen.',
    alreadyRegistered: 'Det finns redan ett konto med den e-postadressen.',
    network: 'Kunde inte nå servern. Kontrollera din anslutning och försök igen.',
    unexpected: 'Ett oväntat fel inträffade. Försök igen.',
  },
} as const;
