import { formatMonth } from '@/lib/format';

import { PRIZE_REVIEW_PAGE_TITLE } from './page-title';

/**
 * Swedish text of Månadsavslut (docs/gamification.md): last month's winners, notices, prize
 * claims and the staff's fraud review. The claim form's messages are the database's own
 * (private.prize_delivery_problem in 20261125000200_competition_close.sql); a test keeps them
 * identical.
 */
export const prizeCopy = {
  notices: {
    label: 'Meddelanden',
    markRead: 'Markera som läst',
  },
  winners: {
    title: (month: string) => `Vinnare i ${month}`,
    place: (position: number) => `Plats ${position}`,
    me: 'Du',
    points: (points: string) => `${points} poäng`,
  },
  claims: {
    mineLabel: 'Dina priser',
    childrenLabel: 'Priser att bekräfta',
    childrenIntro: 'Ditt barn har vunnit i Månadens Tävling. Bekräfta vart priset ska skickas.',
    mine: (position: number, month: string, prize: string) =>
      `Grattis! Du kom på plats ${position} i Månadens Tävling i ${month} – ${prize}`,
    child: (name: string, position: number, month: string, prize: string) =>
      `${name} kom på plats ${position} i Månadens Tävling i ${month} – ${prize}`,
    status: {
      held: 'Vi kontrollerar resultatet innan priset skickas. Ni får ett meddelande när det är klart.',
      pendingGuardian: 'En förälder i din familj bekräftar vart priset ska skickas.',
      pendingWinner: 'Vinnaren fyller själv i vart priset ska skickas.',
      confirmed: (name: string, city: string) => `Bekräftat: priset skickas till ${name}, ${city}.`,
      sent: 'Priset är skickat. Grattis igen!',
      disqualified: 'Priset delas inte ut.',
    },
    form: {
      fullName: 'För- och efternamn',
      streetAddress: 'Gatuadress',
      postalCode: 'Postnummer',
      city: 'Ort',
      submit: 'Bekräfta leveransen',
      edit: 'Ändra uppgifterna',
      cancel: 'Avbryt',
      privacy: 'Uppgifterna används bara för att skicka priset. De syns aldrig på topplistan.',
      saved: 'Tack! Vi skickar priset till den adressen.',
      savedTitle: 'Leveransen är bekräftad',
    },
    // Identical to private.prize_delivery_problem (prize-sql.test.ts).
    errors: {
      fullName: 'Skriv för- och efternamn.',
      streetAddress: 'Skriv gatuadressen (3–100 tecken).',
      postalCode: 'Postnumret ska vara fem siffror, till exempel 123 45.',
      city: 'Skriv orten (2–60 bokstäver).',
    },
  },
  staff: {
    title: PRIZE_REVIEW_PAGE_TITLE,
    intro:
      'Priser att skicka, konton vars poäng växer orimligt snabbt, familjer som sätter in mycket pengar åt ett tävlande barn och quiz som gissas fram. Ett flaggat konto får inget pris förrän någon har granskat det.',
    noAccess: 'Ingen behörighet',
    noAccessText: 'Sidan är bara för Slantis personal.',
    /** What each fraud rule looks for (20261125000200_competition_close.sql § 4). */
    rules: {
      ceiling_days: 'Dagstaket nästan varje dag',
      new_account_podium: 'Nytt konto på pallen',
      family_money: 'Mycket pengar från föräldrar',
      quiz_brute_force: 'Quiz som gissas fram',
    } as Record<string, string>,
    empty: 'Inga flaggade konton just nu.',
    reviewNow: 'Granska månaden nu',
    reviewed: (count: number) =>
      count === 1 ? '1 nytt konto flaggades.' : `${count} nya konton flaggades.`,
    clear: 'Godkänn',
    disqualify: 'Diskvalificera',
    month: (month: string) => `Månad: ${month}`,
    accountAge: (days: number) => (days === 1 ? 'Kontot är 1 dag' : `Kontot är ${days} dagar`),
    perDay: 'Poäng per dag',
    prize: (position: number, status: string) => `Plats ${position}, pris: ${status}`,
    outcome: { cleared: 'Godkänd', disqualified: 'Diskvalificerad', open: 'Öppen' },
    prizeStatus: {
      held: 'väntar på granskning',
      pending: 'väntar på leveransuppgifter',
      confirmed: 'bekräftat',
      sent: 'skickat',
      disqualified: 'delas inte ut',
    },
    listLabel: 'Flaggade konton',
    flagsTitle: 'Flaggade konton',
    prizes: {
      title: 'Priser att skicka',
      intro:
        'Bekräftade priser skickas till adressen som vinnaren eller en vårdnadshavare har angett. Adressen visas bara tills priset är skickat.',
      empty: 'Inga priser just nu.',
      listLabel: 'Priser',
      place: (position: number, month: string) => `Plats ${position} i ${month}`,
      confirmer: { winner: 'Vinnaren bekräftar', guardian: 'En vårdnadshavare bekräftar' },
      markSent: 'Markera som skickat',
      sentDone: 'Priset är markerat som skickat.',
      sentOn: (date: string) => `Skickat ${date}`,
    },
  },
  errors: {
    generic: 'Något gick fel. Försök igen om en stund.',
  },
} as const;

/** 'november' for '2026-11-01' (the month a period started in, Stockholm). */
export function monthName(periodStart: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(periodStart)) return '';
  return formatMonth(`${periodStart}T12:00:00Z`).split(' ')[0] ?? '';
}
