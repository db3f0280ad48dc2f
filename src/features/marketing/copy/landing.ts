import type { SitePath } from '../content-types';

/** Swedish text of the public landing page at '/' (spec §2 'Public landing page'). */
export const landingCopy = {
  audienceLabel: 'Visa information för',
  audiences: { ungdom: 'Ungdom', foraldrar: 'Föräldrar' },
  panels: {
    ungdom: {
      heading: 'För dig som är 13–23 år',
      text: 'Gör en veckobudget, spara mot det du drömmer om och lär dig hur pengar funkar. Du får XP och badges för att ha koll – och i Månadens Tävling räknas hur du sparar, inte hur mycket pengar du har.',
      points: [
        'Veckobudget som visar vad du har kvar',
        'Sparmål som fylls på för varje insättning',
        'Korta lektioner med quiz – funkar även utan nät',
      ],
      more: { label: 'Mer för dig som är ung', to: '/ungdom' as SitePath },
    },
    foraldrar: {
      heading: 'För dig som är förälder',
      text: 'Koppla ihop ditt konto med ditt barns, ge uppdrag med belöning, sätt sparmål tillsammans och följ hur det går vecka för vecka. Barnet ser bara sina egna uppgifter.',
      points: [
        'Veckoöversikt: utgifter per kategori och om budgeten höll',
        'Sparmål, lektioner och streak – se framstegen',
        'Uppdrag som du godkänner innan belöningen räknas',
      ],
      more: { label: 'Mer för föräldrar', to: '/foraldrar' as SitePath },
    },
  },
  preview: {
    caption: 'Exempel – så kan det se ut i appen',
    ungdom: {
      goal: 'Sparmål: Hörlurar',
      budget: 'Veckobudget',
      level: (level: number) => `Nivå ${level}`,
      xp: (current: number, next: number) => `${current} av ${next} XP`,
      streak: (days: number) => `${days} dagar i rad`,
      of: (part: string, whole: string) => `${part} av ${whole}`,
    },
    foraldrar: {
      title: (name: string, week: string) => `${name}, ${week}`,
      spent: 'Utgifter',
      budgetKept: 'Veckobudgeten höll',
      goal: 'Sparmål: Hörlurar',
      lessons: (count: number) => `${count} lektioner klara den här veckan`,
      of: (part: string, whole: string) => `${part} av ${whole}`,
    },
  },
  search: {
    heading: 'Vad vill du veta?',
    intro: 'Sök bland gratis lektioner, kurser och sidor – du behöver inget konto.',
    label: 'Sök bland gratis lektioner och sidor',
    placeholder: 'Till exempel sparmål',
    submit: 'Sök',
    shortcutsLabel: 'Snabbsök',
    shortcuts: ['Veckopeng', 'Sparmål', 'Budgethjälp', 'Ekonomilektioner', 'Ungdomskonto'],
    resultsLabel: 'Sökresultat',
    count: (count: number, query: string) =>
      `${count === 1 ? '1 träff' : `${count} träffar`} för ”${query}”`,
    emptyTitle: (query: string) => `Inga träffar för ”${query}”`,
    emptyText: 'Prova ett kortare ord, eller titta bland alla kurser.',
    browseAll: 'Se alla kurser',
    showMore: (left: number) => `Visa fler träffar (${left} till)`,
    kinds: { course: 'Kurs', lesson: 'Lektion', page: 'Sida' },
  },
  features: {
    heading: 'Det här får du med Slantis',
    items: [
      {
        icon: 'target',
        title: 'Sparmål',
        text: 'Bestäm vad du sparar till och hur mycket. Du ser hur nära du är efter varje insättning, och varje milstolpe ger XP.',
        link: { label: 'Så funkar sparmål', to: '/sparmal' as SitePath },
      },
      {
        icon: 'book',
        title: 'Lär dig ekonomi',
        text: 'Korta lektioner om budget, sparande, Swish-säkerhet och första lönen – med quiz efter varje lektion. Fyra lektioner är gratis utan konto.',
        link: { label: 'Till de gratis lektionerna', to: '/lektioner' as SitePath },
      },
      {
        icon: 'trophy',
        title: 'Vinn belöningar',
        text: 'Samla XP, gå upp i nivå och lås upp badges. I Månadens Tävling kan du vinna 500 kr + hörlurar – poängen kommer från hur du sparar och lär dig.',
        link: { label: 'Om belöningar', to: '/belöningar' as SitePath },
      },
    ],
  },
  partners: {
    heading: 'Samarbeten och byggstenar',
    intro:
      'Vi visar inga logotyper från banker eller företag vi inte samarbetar med. Här är vad Slantis bygger på i dag – och vilka vi vill samarbeta med.',
    builtWith: {
      heading: 'Byggt med öppen källkod',
      items: [
        { name: 'React', text: 'appens gränssnitt' },
        { name: 'Mantine', text: 'knappar, kort och mörkt läge' },
        { name: 'TanStack Router', text: 'sidor och länkar' },
        { name: 'Dexie', text: 'sparar dina uppgifter i mobilen så att appen funkar offline' },
        { name: 'PostgreSQL', text: 'databasen' },
        { name: 'Supabase', text: 'driftplattform för inloggning och databas' },
      ],
    },
    ambition: {
      heading: 'Vi vill samarbeta med',
      label: 'Vår ambition',
      items: [
        'Skolor och lärare som undervisar om privatekonomi',
        'Föreningar, fritidsgårdar och andra som möter unga',
        'Organisationer som arbetar för ungas ekonomi',
      ],
      contact: 'Vill du samarbeta? Kontakta oss',
    },
  },
  closing: {
    heading: 'Redo att börja?',
    text: 'Basic är gratis. Skapa ett konto på några minuter – eller testa en lektion först.',
    lessons: 'Testa en gratis lektion',
  },
} as const;

export type Audience = keyof typeof landingCopy.audiences;
