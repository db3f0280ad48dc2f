import type { SitePath } from '../content-types';

type Service = {
  id: string;
  title: string;
  description: string;
  /** 'Publik' when the page and the first lessons are open to all, else 'Medlem'. */
  access: 'public' | 'member';
  popular: boolean;
  link: { to: SitePath; label: string };
  course: { to: SitePath; label: string };
};

/** The services, each with its page ({link}) and its course ({link}/kurs). */
const items: readonly Service[] = [
  {
    id: 'app',
    title: 'Appen',
    description:
      'Veckobudget, sparmål, köp, XP och badges på ett ställe. Kursen Kom igång med Slantis visar hur du gör på 12 minuter.',
    access: 'member',
    popular: true,
    link: { to: '/app', label: 'Öppna appen' },
    course: { to: '/app/kurs', label: 'Kom igång-kursen' },
  },
  {
    id: 'lessons',
    title: 'Gratis lektioner',
    description:
      'Fyra korta lektioner om budget, impulsköp, Swish-säkerhet och sparande. Ingen registrering behövs.',
    access: 'public',
    popular: true,
    link: { to: '/lektioner', label: 'Till lektionerna' },
    course: { to: '/lektioner/kurs', label: 'Starta första lektionen' },
  },
  {
    id: 'public-courses',
    title: 'Publika kurser',
    description:
      'Budgetering 101, Sparande för nybörjare, Ekonomiska begrepp A–Ö och Banktjänster för unga. Första lektionen i varje kurs är öppen för alla, resten när du har loggat in.',
    access: 'public',
    popular: false,
    link: { to: '/kurser/publika', label: 'Se publika kurser' },
    course: { to: '/kurser/publika/kurs', label: 'Börja med Budgetering 101' },
  },
  {
    id: 'parents',
    title: 'För föräldrar',
    description:
      'Koppla ihop kontot med ditt barn, ge uppdrag med belöning och följ sparmål och lektioner. Sidan är öppen för alla, kursen Familjeverktyg är för föräldrar med konto.',
    access: 'member',
    popular: false,
    link: { to: '/foraldrar', label: 'Till föräldrasidan' },
    course: { to: '/foraldrar/kurs', label: 'Kursen Familjeverktyg' },
  },
  {
    id: 'security',
    title: 'Säkerhet',
    description:
      'Hur Slantis skyddar dina uppgifter, och en kurs i fem moduler om lösenord, bedrägerier, GDPR och föräldrakontroll.',
    access: 'member',
    popular: false,
    link: { to: '/sakerhet', label: 'Till säkerhetssidan' },
    course: { to: '/sakerhet/kurs', label: 'Säkerhetskursen' },
  },
  {
    id: 'member-courses',
    title: 'Medlemskurser',
    description:
      'Första jobbet och lönen, Försäkringar och trygghet, Lån och krediter och Investera för framtiden – med XP för varje avklarad kurs.',
    access: 'member',
    popular: true,
    link: { to: '/kurser/medlemmar', label: 'Se medlemskurser' },
    course: { to: '/kurser/medlemmar/kurs', label: 'Första jobbet och lönen' },
  },
];

/** Swedish text of /vara-tjanster (spec §2 '/vara-tjanster'). */
export const servicesCopy = {
  listLabel: 'Tjänster',
  badges: { public: 'Publik', member: 'Medlem', popular: 'Populär' },
  accessHelp: {
    public: 'Publik = öppen för alla, utan konto.',
    member: 'Medlem = kräver ett konto. Det är gratis att bli medlem.',
  },
  items,
} as const;

export type { Service };
