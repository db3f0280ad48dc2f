/** Swedish text of the pricing cards (spec §9: Basic free, Familj 49 kr per month). */
export const pricingCopy = {
  heading: 'Priser',
  intro: 'Börja gratis med Basic. Familj, för hela familjen, kommer snart.',
  listLabel: (plan: string) => `Det här ingår i ${plan}`,
  plans: {
    basic: {
      name: 'Basic',
      price: 'Gratis',
      period: 'Kostar ingenting',
      features: [
        '5 sparmål',
        'Grundläggande statistik',
        'Veckobudget, lektioner och Månadens Tävling',
      ],
      cta: 'Skapa gratis konto',
      memberNote: 'Du har redan Basic.',
    },
    familj: {
      name: 'Familj',
      price: '49 kr',
      period: 'per månad',
      badge: 'Kommer snart',
      features: ['Föräldrainsikter', 'Obegränsade sparmål', 'Prioriterad support'],
      note: 'Familj går inte att köpa än, och vi tar inte betalt för något i dag. Tills dess kan ni koppla ihop era konton med gratis Basic-konton.',
      cta: 'Skapa gratis konto',
      more: 'Läs mer om Familj',
    },
  },
} as const;
