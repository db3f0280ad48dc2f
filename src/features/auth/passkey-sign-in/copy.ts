/** Swedish text of passkey sign-in (issue 42): Profil → Säkerhet, /login and the lock screen. */
export const passkeyCopy = {
  signIn: 'Logga in med passkey',
  signingIn: 'Loggar in...',
  settings: {
    title: 'Passkeys',
    intro:
      'Med en passkey loggar du in med ett tryck – telefonens fingeravtryck, ansikte eller skärmkod. Inget lösenord att komma ihåg, och den går inte att lura fram på en falsk sida. E-postkoden finns alltid kvar som reserv.',
    name: 'Namn på passkeyn',
    defaultName: 'Den här mobilen',
    add: 'Lägg till passkey',
    added: 'Passkeyn är sparad. Nästa gång loggar du in med ett tryck.',
    none: 'Du har inga passkeys än.',
    created: (date: string) => `Skapad ${date}`,
    lastUsed: (date: string | null) => (date ? `Senast använd ${date}` : 'Inte använd än'),
    rename: 'Byt namn',
    save: 'Spara',
    cancel: 'Avbryt',
    remove: 'Ta bort',
    removeLabel: (name: string) => `Ta bort ${name}`,
    renameLabel: (name: string) => `Byt namn på ${name}`,
    listLabel: 'Dina passkeys',
    offline: 'Passkeys hanteras när du har nät.',
    unsupported: 'Den här webbläsaren kan inte spara en passkey.',
  },
  errors: {
    cancelled: 'Inloggningen avbröts. Försök igen när du vill.',
    failed: 'Passkeyn kunde inte användas. Försök igen, eller logga in med e-postkod.',
    expired: 'Det tog för lång tid. Försök igen.',
    offline: 'Du behöver nät för att logga in med passkey.',
    exists: 'Den här enheten har redan en passkey för ditt konto.',
    tooMany: 'Du har redan 10 passkeys. Ta bort en innan du lägger till en ny.',
    lastMethod: 'Det här är ditt enda sätt att logga in, så det går inte att ta bort.',
    name: 'Ge passkeyn ett namn på 1–60 tecken.',
    generic: 'Något gick fel. Försök igen om en stund.',
  },
} as const;

/** The Swedish sentence for a refusal code from the passkey function or the browser. */
export function passkeyErrorMessage(code: string): string {
  const { errors } = passkeyCopy;
  switch (code) {
    case 'cancelled':
      return errors.cancelled;
    case 'offline':
    case 'network':
      return errors.offline;
    case 'webauthn_challenge_expired':
    case 'webauthn_challenge_not_found':
      return errors.expired;
    case 'webauthn_credential_exists':
    case 'excluded':
      return errors.exists;
    case 'too_many_passkeys':
      return errors.tooMany;
    case 'last_sign_in_method':
      return errors.lastMethod;
    case 'passkey_name':
    case 'invalid_request':
      return errors.name;
    case 'webauthn_verification_failed':
    case 'email_not_confirmed':
      return errors.failed;
    default:
      return errors.generic;
  }
}
