import type { SharingItem } from '@/data/remote/gifts';

import { HANDOVER_PAGE_TITLE } from './page-title';

const names = (list: readonly string[]) =>
  list.length <= 1
    ? (list[0] ?? 'dina föräldrar')
    : `${list.slice(0, -1).join(', ')} och ${list[list.length - 1]}`;

/** Every Swedish text of the 18-year handover (/du-ar-18 and the card on the home page). */
export const handoverCopy = {
  title: HANDOVER_PAGE_TITLE,
  heading: 'Du är 18 nu',
  card: {
    heading: 'Du är 18 nu – grattis!',
    text: (guardians: readonly string[]) =>
      `Nu bestämmer du själv vad ${names(guardians)} ser i Slantis. Tills du har valt ser de ingenting av dina pengar eller din inlärning.`,
    start: 'Bestäm vad de ser',
  },
  intro: {
    text: (guardians: readonly string[]) =>
      `Grattis på 18-årsdagen! Från och med nu bestämmer du vad ${names(guardians)} ser av det du gör i Slantis. Vi tar en sak i taget, och du kan ändra dig när du vill.`,
    default:
      'Tills du har valt ser de ingenting av det här – vi visar aldrig mer än du har sagt ja till.',
    start: 'Sätt igång',
  },
  step: (n: number, of: number) => `Steg ${n} av ${of}`,
  question: (guardians: readonly string[]) => `Ska ${names(guardians)} fortsätta se det här?`,
  items: {
    spending: {
      label: 'Utgifter och budget',
      what: 'Dina köp och inkomster, din veckobudget och veckans utgifter i veckorapporten.',
    },
    goals: {
      label: 'Sparmål',
      what: 'Dina egna sparmål, insättningarna och hur många veckor i rad du har sparat. Gåvolänkar till dina sparmål fungerar bara om du säger ja.',
    },
    learning: {
      label: 'Lektioner, XP och ligan',
      what: 'Lektioner och kurser du har klarat, XP, nivå och märken, din streak och din plats i ligan.',
    },
  } satisfies Record<SharingItem, { label: string; what: string }>,
  yes: 'Ja, de får se',
  no: 'Nej, dölj',
  back: 'Tillbaka',
  always: {
    heading: 'Det här ser de alltid',
    text: 'Uppdrag som dina föräldrar ger dig, och sparmål som en förälder har satt åt dig, är deras löften till dig – dem ser de även i fortsättningen.',
  },
  summary: {
    heading: 'Så här blir det',
    shared: 'Får se',
    hidden: 'Dolt',
    save: 'Spara mina val',
    told: 'Dina föräldrar får en avisering om vad som ändras.',
  },
  done: {
    heading: 'Klart!',
    text: 'Dina val är sparade och dina föräldrar har fått veta. Du kan ändra dig när som helst under Min profil → Inställningar.',
    home: 'Till startsidan',
    settings: 'Till inställningarna',
  },
  notAdult:
    'Det här gäller från den dag du fyller 18. Fram till dess ser dina föräldrar det familjen har kommit överens om.',
  noFamily: 'Du är inte med i någon familj, så ingen förälder ser något av det du gör.',
  loading: 'Laddar…',
  offline: 'Det här behöver internet. Anslut och försök igen.',
  failed: 'Något gick fel. Försök igen.',
  retry: 'Försök igen',
  walkThrough: 'Gå igenom valen steg för steg',
} as const;
