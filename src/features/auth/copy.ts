/** Swedish text of the auth feature. */
export const authCopy = {
  demo: {
    title: 'Demokonton i den lokala miljön',
    intro: 'Logga in som någon i demofamiljen Lindqvist. Lösenord för alla:',
    password: 'Slantis2026',
    accounts: [
      { email: 'anna.demo@example.com', who: 'Anna, förälder' },
      { email: 'elsa.demo@example.com', who: 'Elsa, 15 år' },
      { email: 'omar.demo@example.com', who: 'Omar, 17 år' },
    ],
  },
} as const;
