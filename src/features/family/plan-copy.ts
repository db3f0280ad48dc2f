/** Swedish text of the family's plan (issue 43): the card on /familj and the parent home's line. */
export const planCopy = {
  heading: 'Familjens plan',
  loading: 'Hämtar familjens plan …',
  offlineUnknown: 'Familjens plan visas när du är online igen.',
  familjAdds: [
    'Obegränsat antal sparmål för alla i familjen',
    'Föräldrainsikter 12 veckor bakåt, i stället för 4',
    'Prioriterad support',
  ],
  addsLabel: 'Det här ger Familj',
  basic: {
    current: 'Familjen har Basic, som är gratis: upp till 5 aktiva sparmål var.',
    price: (price: string, moms: string) => `${price} i månaden inkl. moms (varav moms ${moms})`,
    consent:
      'Jag vill att Familj börjar direkt. Jag vet att jag har 14 dagars ångerrätt, och att jag betalar för de dagar vi har använt om jag ångrar mig.',
    buy: 'Fortsätt till betalning',
    payment:
      'Du betalar med kort eller Klarna hos vår betalpartner Stripe. Slantis ser aldrig dina kortuppgifter. Du kan säga upp när du vill.',
    terms: 'Villkor för prenumerationen',
    offline: 'Du behöver vara online för att gå vidare till betalningen.',
  },
  noFamily:
    'Familj gäller hela familjen. Skapa familjen först, så kan du välja Familj för hela familjen.',
  familj: {
    active: 'Familj är aktiv',
    text: 'Alla i familjen har obegränsat antal sparmål, och du ser föräldrainsikterna 12 veckor bakåt.',
    nextPayment: (date: string, price: string) => `Nästa betalning: ${date}, ${price} inkl. moms`,
    manage: 'Hantera prenumeration',
    /** Another guardian pays: the portal (her card, her receipts) is hers. */
    managedBy: (payer: string | null) =>
      payer
        ? `${payer} betalar för Familj och hanterar prenumerationen.`
        : 'Prenumerationen hanteras av den förälder som köpte Familj.',
    manageHint: 'Byt kort eller säg upp hos Stripe.',
    endsOn: (date: string) =>
      `Familj gäller till och med ${date}. Sedan blir familjen Basic igen – inga sparmål eller annan data försvinner.`,
    pastDueTitle: 'Betalningen gick inte igenom',
    pastDue: (date: string) =>
      `Betalningen för Familj gick inte igenom. Uppdatera kortet senast ${date} så fortsätter Familj. Annars blir familjen Basic igen, utan att något försvinner.`,
    pastDueNoDate:
      'Betalningen för Familj gick inte igenom. Uppdatera kortet så fortsätter Familj. Annars blir familjen Basic igen, utan att något försvinner.',
    noSubscription: 'Familjen har ingen prenumeration att hantera.',
    /** The grace period is over but the renewal is still owed: paying brings Familj back. */
    owed: 'Betalningen för Familj gick inte igenom, så familjen har Basic just nu. Inget har försvunnit. Uppdatera kortet under Hantera prenumeration, så kommer Familj tillbaka.',
  },
  member: {
    basic: 'Din familj har Basic.',
    basicAlone: 'Du har Basic, som är gratis.',
    familj: 'Din familj har Familj: obegränsat antal sparmål för alla i familjen.',
    ask: 'Vill ni ha obegränsat antal sparmål? Be en förälder om Familj.',
  },
  payment: {
    waitingTitle: 'Tack för din betalning',
    waiting: 'Vi väntar på bekräftelsen från Stripe …',
    confirmedTitle: 'Välkommen till Familj!',
    confirmed: 'Nu har alla i familjen obegränsat antal sparmål. Kvittot kommer till din e-post.',
    unconfirmed: 'Vi har inte fått bekräftelsen från Stripe än. Det brukar ta någon minut.',
    cancelled: 'Köpet avbröts. Inget har dragits.',
  },
  errors: {
    network: 'Det gick inte att nå betalningen. Kontrollera anslutningen och försök igen.',
    generic: 'Något gick fel. Försök igen om en stund.',
    /** The billing function's own sentences, for an answer that came without one. */
    not_guardian: 'Bara en förälder i familjen kan ändra familjens plan.',
    no_family: 'Skapa familjen först, så kan du välja Familj för hela familjen.',
    already_familj: 'Familjen har redan Familj.',
    consent_required: 'Kryssa i att Familj ska börja direkt för att fortsätta.',
  },
} as const;
