import { SUPPORT_CONTACT } from '@/lib/contact';

/** How to reach customer service (spec §9); shared with the legal pages through lib/. */
export { SUPPORT_CONTACT };

/** Swedish text of customer service: /kundtjanst, /faq and /kontakt (spec §2, §9). */
export const supportCopy = {
  search: {
    label: 'Sök bland vanliga frågor',
    placeholder: 'Till exempel lösenord, sparmål eller offline',
    clear: 'Rensa sökningen',
    count: (hits: number) =>
      hits === 1 ? '1 fråga matchar din sökning' : `${hits} frågor matchar din sökning`,
    none: (query: string) => `Inga frågor matchar ”${query}”.`,
    noneHelp:
      'Prova ett annat ord – eller skriv till oss i formuläret, så svarar vi inom 24 timmar.',
  },
  channels: {
    heading: 'Kontakta oss',
    phone: {
      title: 'Telefon',
      hours: 'Mån–fre 08–18',
      action: `Ring ${SUPPORT_CONTACT.phone}`,
      href: SUPPORT_CONTACT.phoneHref,
    },
    email: {
      title: 'E-post',
      hours: 'Vi svarar inom 24 timmar',
      action: `Mejla ${SUPPORT_CONTACT.email}`,
      href: SUPPORT_CONTACT.emailHref,
    },
    chat: {
      title: 'Chatt',
      hours: 'Mån–fre 09–17',
      action: 'Skriv till oss',
      soon: 'Kommer snart',
      note: 'Chatten öppnar snart. Till dess: skriv i formuläret, så svarar vi inom 24 timmar.',
    },
    open: 'Öppet nu',
    closed: (next: string) => `Stängt · öppnar ${next}`,
    always: 'Dygnet runt',
  },
  hours: {
    heading: 'Öppettider',
    rows: [
      { channel: 'Telefon', time: 'Måndag–fredag 08:00–18:00' },
      { channel: 'Chatt', time: 'Måndag–fredag 09:00–17:00' },
      { channel: 'E-post och formulär', time: 'Dygnet runt – svar inom 24 timmar' },
    ],
    note: 'Helgdagar har vi stängt i telefon och chatt. Tiderna gäller svensk tid.',
  },
  urgent: {
    heading: 'Brådskande problem?',
    items: [
      {
        title: 'Tror du att någon har kommit åt ditt konto?',
        text: 'Byt lösenord direkt under Min profil → Inställningar och ring oss. Under Säkerhet ser du vem som har tittat på din profil.',
      },
      {
        title: 'Gäller det riktiga pengar?',
        text: 'Slantis hanterar inga pengar. Har ditt bankkort försvunnit eller används av någon annan – spärra det hos din bank.',
      },
      {
        title: 'Mår du dåligt eller känner dig hotad?',
        text: 'Prata med en vuxen du litar på eller ring BRIS på 116 111 – gratis och anonymt. Vid fara: ring 112.',
      },
    ],
  },
  faq: {
    heading: 'Vanliga frågor',
    allLink: 'Alla vanliga frågor',
  },
  card: {
    title: 'Kundtjänst vardagar 08:00–18:00',
    text: 'Ring, mejla eller skriv till oss – vi svarar inom 24 timmar.',
    action: 'Få hjälp',
  },
  contactLink: 'Till kontaktformuläret',
  supportLink: 'Till kundtjänst',
} as const;

/** The contact form's categories, in the order of spec §2, with their stored value. */
export const CONTACT_CATEGORIES = [
  { value: 'technical', label: 'Teknisk fråga' },
  { value: 'account', label: 'Konto och inloggning' },
  { value: 'billing', label: 'Betalning' },
  { value: 'feature', label: 'Önskemål om funktion' },
  { value: 'other', label: 'Annat' },
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]['value'];

export const contactFormCopy = {
  heading: 'Skicka ett meddelande',
  intro: 'Fyll i formuläret så svarar vi inom 24 timmar, oftast snabbare.',
  firstName: 'Förnamn',
  lastName: 'Efternamn',
  email: 'E-post',
  emailHint: 'Hit skickar vi svaret.',
  category: 'Kategori',
  categoryPlaceholder: 'Välj vad det gäller',
  subject: 'Ämne',
  message: 'Meddelande',
  messageHint: (used: number, max: number) => `${used} av ${max} tecken`,
  submit: 'Skicka meddelande',
  sending: 'Skickar...',
  privacy:
    'Vi använder uppgifterna bara för att svara dig och sparar dem i högst 12 månader. Skriv inte ditt personnummer eller lösenord i meddelandet.',
  sent: {
    title: 'Tack! Vi har fått ditt meddelande',
    ticket: 'Ditt ärendenummer',
    text: (email: string) =>
      `Vi svarar till ${email} inom 24 timmar. Ange ärendenumret om du ringer eller mejlar oss om samma sak.`,
    another: 'Skicka ett nytt meddelande',
  },
  errors: {
    offline:
      'Du är offline. Meddelandet är inte skickat – det du skrivit finns kvar, skicka igen när du har internet.',
    network: 'Meddelandet kunde inte skickas. Det du skrivit finns kvar – försök igen om en stund.',
  },
} as const;
