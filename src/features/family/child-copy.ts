/** The child's side of family tasks (on the home page). */
export const childTaskCopy = {
  heading: 'Mina uppdrag',
  done: 'Klart!',
  doneToast: 'Snyggt! Nu får din förälder godkänna uppdraget.',
  failed: 'Det gick inte att spara. Försök igen.',
  waiting: 'Väntar på godkännande',
  approved: 'Godkänt – belöningen är din',
  rejected: 'Inte godkänt än – gör klart och tryck igen',
  overdue: 'Försenad',
  due: (date: string) => `senast ${date}`,
} as const;
