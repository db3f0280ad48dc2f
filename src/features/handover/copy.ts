import type { SharingItem } from '@/data/remote/gifts';
import { formatDateLong } from '@/lib/format';

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
  /** A teen under 18: when the choice opens, and what it will be. */
  teen: {
    heading: 'När du fyller 18',
    when: (date: string) => `Du fyller 18 den ${formatDateLong(date)}.`,
    text: 'Då bestämmer du själv vad dina föräldrar ser i Slantis. Vi frågar dig en sak i taget:',
    until:
      'Fram till dess ser dina föräldrar det familjen har kommit överens om. Uppdrag de ger dig och sparmål de har satt åt dig ser de även efter 18.',
    noFamily:
      'Du är inte med i någon familj i Slantis just nu, så ingen förälder ser något av det du gör.',
    moneyYear: 'Eget konto och BankID vid 18',
  },
  /** A guardian: what happens at each child's 18th birthday. */
  parent: {
    heading: 'När barnen fyller 18',
    intro: 'På 18-årsdagen bestämmer ditt barn själv vad du ser i Slantis. Så här går det till:',
    steps: [
      'Barnet får frågan i appen, en sak i taget: utgifter och budget, sparmål, och lektioner, XP och ligan.',
      'Tills barnet har valt ser du ingenting av det.',
      'Uppdrag du ger och sparmål du har satt åt barnet ser du som förut.',
      'Du får en avisering när barnet har bestämt vad du ser, och när barnet ändrar sig.',
    ],
    children: 'Dina barn',
    turns: (name: string, date: string) => `${name} fyller 18 den ${formatDateLong(date)}`,
    turnsText: (name: string) =>
      `Då bestämmer ${name} själv vad du ser. Fram till dess ser du det familjen har kommit överens om.`,
    adult: (name: string) => `${name} har fyllt 18`,
    decided: (name: string) => `${name} har bestämt vad du ser. Det du får se finns under Familj.`,
    undecided: (name: string) =>
      `${name} har inte valt än. Tills ${name} har valt ser du ingenting av pengarna eller inlärningen.`,
    noChildren: 'Du har inga barn kopplade i Slantis än. Koppla ihop familjen under Familj.',
    toFamily: 'Till Familj',
  },
  noFamily: 'Du är inte med i någon familj, så ingen förälder ser något av det du gör.',
  loading: 'Laddar…',
  offline: 'Det här behöver internet. Anslut och försök igen.',
  failed: 'Något gick fel. Försök igen.',
  retry: 'Försök igen',
  walkThrough: 'Gå igenom valen steg för steg',
} as const;
