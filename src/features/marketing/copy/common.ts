/** Swedish text shared by the marketing pages: calls to action, access hints, course facts. */
export const commonCopy = {
  join: 'Bli medlem',
  joinFree: 'Bli medlem gratis',
  login: 'Logga in',
  toApp: 'Till appen',
  openApp: 'Öppna appen',
  memberOnly: 'kräver inloggning',
  memberOnlyLong: 'Kräver inloggning',
  openToAll: 'Öppen för alla',
  firstLessonFree: 'Första lektionen är öppen för alla',
  allLessonsFree: 'Alla lektioner är öppna för alla',
  membersCourse: 'För medlemmar',
  parentsCourse: 'För föräldrar med konto',
  courseFacts: (lessons: number, minutes: number) => `${lessons} lektioner · ${minutes} min`,
  lessonFacts: (minutes: number) => `Lektion · ${minutes} min`,
  lessonIn: (course: string) => `Ur kursen ${course}`,
  promo: {
    title: 'Kom igång gratis',
    text: 'Basic kostar ingenting: veckobudget, upp till 5 sparmål, grundläggande statistik, lektioner och Månadens Tävling. Det tar några minuter att skapa ett konto.',
    join: 'Bli medlem gratis',
    login: 'Jag har redan ett konto',
  },
  memberPromo: {
    title: 'Fortsätt i appen',
    text: 'Du är inloggad. Hoppa in i appen och fortsätt där du var.',
  },
  exampleLabel: 'Exempel',
} as const;
