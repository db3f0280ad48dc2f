/** Swedish text of the pricing cards (spec §9: Basic free, Familj 49 kr per month). */
export const pricingCopy = {
  heading: 'Priser',
  intro: 'Börja gratis med Basic. Välj Familj när ni vill ha mer – för hela familjen.',
  listLabel: (plan: string) => `Det här ingår i ${plan}`,
  plans: {
    basic: {
      name: 'Basic',
      price: 'Gratis',
      period: 'Kostar ingenting',
      features: [
        '5 aktiva sparmål',
        'Grundläggande statistik: föräldrainsikter 4 veckor bakåt',
        'Veckobudget, lektioner och Månadens Tävling',
      ],
      cta: 'Skapa gratis konto',
      memberNote: 'Du har redan Basic.',
    },
    familj: {
      name: 'Familj',
      price: '49 kr',
      period: 'per månad inkl. moms',
      features: ['Föräldrainsikter 12 veckor bakåt', 'Obegränsade sparmål', 'Prioriterad support'],
      note: 'En förälder väljer Familj i appen, för hela familjen. Du betalar månadsvis med kort eller Klarna och kan säga upp när du vill.',
      cta: 'Skapa konto och välj Familj',
      more: 'Läs mer om Familj',
    },
  },
  member: {
    choose: 'Välj Familj',
    hasFamilj: 'Ni har Familj',
    askParent: 'Be en förälder om Familj',
    includedInFamilj: 'Ingår i Familj.',
  },
} as const;
