/** Swedish text of the device unlock (issue 20): the lock screen, its settings and its banner. */
export const deviceUnlockCopy = {
  lock: {
    title: 'Slantis är låst',
    intro: (name: string | null) =>
      `${name ? `Hej ${name}! ` : ''}Skriv din PIN-kod för att öppna Slantis på den här enheten – det fungerar även utan nät.`,
    works:
      'Utan nät fungerar lektionerna, köpformuläret och allt som redan finns sparat här. Det du sparar synkas när du loggar in igen.',
    pin: 'PIN-kod',
    submit: 'Lås upp',
    checking: 'Kontrollerar...',
    wrong: (remaining: number) =>
      remaining === 1
        ? 'Fel PIN-kod. 1 försök kvar – sedan behöver du logga in med e-post och lösenord.'
        : `Fel PIN-kod. ${remaining} försök kvar.`,
    removedTitle: 'PIN-koden är borttagen',
    removed:
      'Du skrev fel PIN-kod fem gånger, så upplåsningen är borttagen från den här enheten. Logga in med e-post och lösenord när du har nätet tillbaka – allt du sparat ligger kvar.',
    noneTitle: 'Ingen PIN-kod på den här enheten',
    none: 'Logga in med e-post och lösenord när du har nätet tillbaka.',
    online: 'Du har nät, så du kan också logga in som vanligt – då synkas allt direkt.',
    signIn: 'Logga in',
    signInWithPassword: 'Logga in med e-post och lösenord',
    passkey: 'Lås upp med skärmlåset',
    passkeyFailed: 'Skärmlåset låste inte upp. Försök igen, eller skriv din PIN-kod.',
    or: 'eller med PIN-kod',
    lessons: 'Läs gratislektionerna',
  },
  settings: {
    title: 'Upplåsning utan nät',
    intro:
      'Med en PIN-kod kan du öppna Slantis på den här enheten även när du har blivit utloggad och saknar nät – till exempel på tåget. Lektionerna och köpformuläret fungerar, och allt synkas när du loggar in igen.',
    privacy:
      'PIN-koden skickas aldrig till oss. Den finns bara på den här enheten, och inte ens där i klartext.',
    on: 'PIN-upplåsning är på för den här enheten.',
    otherUser:
      'Någon annan har PIN-upplåsning på den här enheten. Väljer du en egen PIN-kod ersätts den.',
    choose: 'Välj PIN-kod',
    change: 'Byt PIN-kod',
    remove: 'Ta bort PIN-kod',
    savedTitle: 'PIN-koden är sparad',
    saved: 'Nu kan du låsa upp Slantis utan nät på den här enheten.',
    removedTitle: 'PIN-koden är borttagen',
    removed: 'Utan nät behöver du nu vänta tills du kan logga in igen.',
    unsupported: 'Den här webbläsaren kan inte spara en PIN-kod säkert.',
    passkeyIntro:
      'Du kan också låsa upp med telefonens skärmlås – fingeravtryck, ansikte eller skärmkod. PIN-koden finns kvar som reserv.',
    passkeyOn: 'Skärmlåset kan låsa upp Slantis på den här enheten.',
    passkeyAdd: 'Använd skärmlåset',
    passkeyRemove: 'Sluta använda skärmlåset',
    passkeyFailed:
      'Skärmlåset kunde inte kopplas till Slantis. Du kan fortfarande använda PIN-koden.',
  },
  setup: {
    pin: 'Ny PIN-kod',
    confirm: 'Upprepa PIN-koden',
    hint: '4–6 siffror',
    save: 'Spara PIN-kod',
    saving: 'Sparar...',
    cancel: 'Avbryt',
    format: 'PIN-koden ska vara 4–6 siffror.',
    easy: 'Välj en PIN-kod som är svårare att gissa – inte samma siffra eller en rak följd som 1234.',
    mismatch: 'PIN-koderna matchar inte.',
  },
  banner: {
    offline:
      'Upplåst med PIN-kod. Det du sparar nu ligger kvar på enheten och synkas när du loggar in igen.',
    onlineTitle: 'Du har nät igen',
    online: 'Logga in för att synka det du har sparat.',
    signIn: 'Logga in',
  },
  locked: {
    title: 'Slantis är låst',
    message: 'Appen låstes efter 10 minuter utan aktivitet.',
  },
  loginButton: 'Lås upp med PIN-kod',
} as const;
