/** The route table of spec §2 (plus the linked public pages), with each page's h1 and title. */
export type RouteCase = { path: string; heading: string; title: string };

export const publicRoutes: RouteCase[] = [
  {
    path: '/',
    heading: 'Koll på pengarna – och roligt på vägen',
    title: 'Slantis – budget, sparande och ekonomi för unga',
  },
  { path: '/login', heading: 'Logga in', title: 'Logga in – Slantis' },
  { path: '/las-upp', heading: 'Slantis är låst', title: 'Lås upp – Slantis' },
  { path: '/ungdom', heading: 'Slantis för dig som är 13–23 år', title: 'För unga – Slantis' },
  { path: '/foraldrar', heading: 'Slantis för föräldrar', title: 'För föräldrar – Slantis' },
  { path: '/bli-kund', heading: 'Bli medlem', title: 'Bli medlem – Slantis' },
  {
    path: '/aterstall-losenord',
    heading: 'Återställ lösenord',
    title: 'Återställ lösenord – Slantis',
  },
  { path: '/vara-tjanster', heading: 'Våra tjänster', title: 'Våra tjänster – Slantis' },
  { path: '/lar-dig-mer', heading: 'Lär dig mer om pengar', title: 'Lär dig mer – Slantis' },
  { path: '/kundtjanst', heading: 'Kundtjänst', title: 'Kundtjänst – Slantis' },
  { path: '/lektioner', heading: 'Lektioner', title: 'Lektioner – Slantis' },
  { path: '/kurser/publika', heading: 'Publika kurser', title: 'Publika kurser – Slantis' },
  { path: '/lektioner/kurs', heading: 'Gratis lektioner', title: 'Lektionskurs – Slantis' },
  // A course page is titled by its course (shared links show it).
  { path: '/kurser/publika/kurs', heading: 'Budgetering 101', title: 'Budgetering 101 – Slantis' },
  { path: '/welcome', heading: 'Välkommen till Slantis!', title: 'Välkommen – Slantis' },
  {
    path: '/dashboard?type=magiclink&token_hash=e2e',
    heading: 'Slutför inloggning...',
    title: 'Slutför inloggning – Slantis',
  },
  {
    path: '/test-report',
    heading: 'Magic Link Implementation Report',
    title: 'Magic Link Implementation Report – Slantis',
  },
  { path: '/ungdomskonto', heading: 'Ungdomskonto', title: 'Ungdomskonto – Slantis' },
  { path: '/sparmal', heading: 'Sparmål', title: 'Sparmål – Slantis' },
  { path: '/familjepaket', heading: 'Familjepaket', title: 'Familjepaket – Slantis' },
  { path: '/investeringar', heading: 'Investeringar', title: 'Investeringar – Slantis' },
  { path: '/belöningar', heading: 'Belöningar', title: 'Belöningar – Slantis' },
  {
    path: '/tavlingsregler',
    heading: 'Tävlingsregler',
    title: 'Tävlingsregler – Månadens Tävling – Slantis',
  },
  { path: '/anvandarvillkor', heading: 'Användarvillkor', title: 'Användarvillkor – Slantis' },
  {
    path: '/integritetspolicy',
    heading: 'Integritetspolicy',
    title: 'Integritetspolicy – Slantis',
  },
  { path: '/faq', heading: 'Vanliga frågor', title: 'Vanliga frågor – Slantis' },
  { path: '/kontakt', heading: 'Kontakta oss', title: 'Kontakt – Slantis' },
];

export const memberRoutes: RouteCase[] = [
  { path: '/app', heading: 'Hem', title: 'Hem – Slantis' },
  { path: '/search', heading: 'Sök', title: 'Sök – Slantis' },
  { path: '/menu', heading: 'Meny', title: 'Meny – Slantis' },
  { path: '/leaderboard', heading: 'Topplista', title: 'Topplista – Slantis' },
  { path: '/vanner', heading: 'Vänner', title: 'Vänner – Slantis' },
  {
    path: '/add-transaction',
    heading: 'Lägg till köp eller inkomst',
    title: 'Lägg till köp – Slantis',
  },
  { path: '/profile', heading: 'Min profil', title: 'Min profil – Slantis' },
  { path: '/sakerhet', heading: 'Säkerhetsfunktioner', title: 'Säkerhet – Slantis' },
  { path: '/kurser/medlemmar', heading: 'Medlemskurser', title: 'Medlemskurser – Slantis' },
  { path: '/app/kurs', heading: 'Kom igång med Slantis', title: 'Kom igång med appen – Slantis' },
  {
    path: '/foraldrar/kurs',
    heading: 'Familjeverktyg för föräldrar',
    title: 'Familjeverktyg – Slantis',
  },
  { path: '/sakerhet/kurs', heading: 'Säkerhetskurs', title: 'Säkerhetskurs – Slantis' },
  {
    path: '/kurser/medlemmar/kurs',
    heading: 'Första jobbet och lönen',
    title: 'Medlemskurs – Slantis',
  },
  { path: '/aviseringar', heading: 'Aviseringar', title: 'Aviseringar – Slantis' },
];
