import type { CoursePagePath } from '@/content';

export type BackLink = {
  to: '/kurser/publika' | '/kurser/medlemmar' | '/lektioner' | '/app' | '/foraldrar' | '/sakerhet';
  label: string;
};

/** Where the player's back link goes from each course page. */
export const BACK_LINKS: Record<CoursePagePath, BackLink> = {
  '/kurser/publika/kurs': { to: '/kurser/publika', label: 'Alla publika kurser' },
  '/kurser/medlemmar/kurs': { to: '/kurser/medlemmar', label: 'Alla medlemskurser' },
  '/lektioner/kurs': { to: '/lektioner', label: 'Alla lektioner' },
  '/app/kurs': { to: '/app', label: 'Till appen' },
  '/foraldrar/kurs': { to: '/foraldrar', label: 'Till föräldrasidan' },
  '/sakerhet/kurs': { to: '/sakerhet', label: 'Till säkerhetssidan' },
};
