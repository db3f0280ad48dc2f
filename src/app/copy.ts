/** Swedish text of the app frame: header, navigation and footer. */
export const shellCopy = {
  appName: 'Slantis',
  update: {
    ready: 'Ny version finns',
    apply: 'Uppdatera',
    waiting: 'Uppdaterar när du har sparat klart…',
  },
  homeLink: 'Slantis – till startsidan',
  skipToContent: 'Hoppa till innehållet',
  join: 'Bli medlem',
  login: 'Logga in',
  toApp: 'Till appen',
  search: 'Sök',
  searchPlaceholder: 'Sök lektioner, sparmål och mer',
  mainNav: 'Huvudmeny',
  memberNav: 'Appmeny',
  footerNav: 'Sidfot',
  menu: 'Meny',
  family: 'Familj',
  loading: 'Laddar...',
  darkMode: 'Byt till mörkt läge',
  lightMode: 'Byt till ljust läge',
  supportHours: 'Kundtjänst vardagar 08:00–18:00',
  tagline: 'Budget, sparande och ekonomi för unga 13–23 år – och deras föräldrar.',
  bottomNav: {
    home: 'Hem',
    leaderboard: 'Topplist',
    friends: 'Vänner',
    profile: 'Profil',
    add: 'Lägg till köp',
    learn: 'Lär dig',
    menu: 'Meny',
    loading: 'Laddar...',
  },
} as const;

export const headerLinks = [
  { to: '/ungdom', label: 'Ungdom' },
  { to: '/foraldrar', label: 'Föräldrar' },
  { to: '/lar-dig-mer', label: 'Lär dig mer' },
  { to: '/kundtjanst', label: 'Kundtjänst' },
] as const;

export const footerGroups = [
  {
    title: 'För unga',
    links: [
      { to: '/ungdom', label: 'Slantis för unga' },
      { to: '/ungdomskonto', label: 'Ungdomskonto' },
      { to: '/sparmal', label: 'Sparmål' },
      { to: '/belöningar', label: 'Belöningar' },
    ],
  },
  {
    title: 'För föräldrar',
    links: [
      { to: '/foraldrar', label: 'Slantis för föräldrar' },
      { to: '/familjepaket', label: 'Familjepaket' },
      { to: '/sakerhet', label: 'Säkerhet' },
    ],
  },
  {
    title: 'Lär dig',
    links: [
      { to: '/lar-dig-mer', label: 'Lär dig mer' },
      { to: '/lektioner', label: 'Lektioner' },
      { to: '/kurser/publika', label: 'Publika kurser' },
      { to: '/investeringar', label: 'Investeringar' },
    ],
  },
  {
    title: 'Hjälp',
    links: [
      { to: '/kundtjanst', label: 'Kundtjänst' },
      { to: '/faq', label: 'Vanliga frågor' },
      { to: '/kontakt', label: 'Kontakt' },
      { to: '/vara-tjanster', label: 'Våra tjänster' },
      { to: '/anvandarvillkor', label: 'Användarvillkor' },
      { to: '/integritetspolicy', label: 'Integritetspolicy' },
    ],
  },
] as const;
