import { SUPPORT_CONTACT } from '@/lib/contact';

/** How to reach customer service (spec §9); shared with the legal pages through lib/. */
export { SUPPORT_CONTACT };

/**
 * When we answer a written message. "Inom 24 timmar" is promised only while the server says no
 * ticket has waited that long for its first answer (public.support_answers_within_a_day).
 */
export const answerTime = (promised: boolean) => (promised ? 'inom 24 timmar' : 'så snart vi kan');

/** Swedish text of customer service: /kundtjanst, /faq and /kontakt (spec §2, §9). */
export const supportCopy = {
  search: {
    label: 'Sök bland vanliga frågor',
    placeholder: 'Till exempel lösenord, sparmål eller offline',
    clear: 'Rensa sökningen',
    count: (hits: number) =>
      hits === 1 ? '1 fråga matchar din sökning' : `${hits} frågor matchar din sökning`,
    none: (query: string) => `Inga frågor matchar ”${query}”.`,
    noneHelp: (promised: boolean) =>
      `Prova ett annat ord – eller skriv till oss i formuläret, så svarar vi ${answerTime(promised)}.`,
  },
  channels: {
    heading: 'Kontakta oss',
    callback: {
      title: 'Bli uppringd',
      hours: 'Vi ringer mån–fre 08–18',
      text: 'Välj en tid, så ringer någon från kundtjänst upp dig.',
      action: 'Välj en tid',
    },
    email: {
      title: 'E-post',
      hours: (promised: boolean) => `Vi svarar ${answerTime(promised)}`,
      action: `Mejla ${SUPPORT_CONTACT.email}`,
      href: SUPPORT_CONTACT.emailHref,
      text: 'Du får ett ärendenummer direkt i ett mejl. Svara på det, så hamnar allt i samma ärende.',
    },
    open: 'Öppet nu',
    closed: (next: string) => `Stängt · öppnar ${next}`,
    always: 'Dygnet runt',
    /** We have no chat; said once, so nobody looks for one. */
    noChat: 'Vi har ingen chatt. Mejla, skriv i formuläret eller be oss ringa upp.',
  },
  hours: {
    heading: 'Öppettider',
    rows: (promised: boolean) => [
      { channel: 'Uppringning', time: 'Måndag–fredag 08:00–18:00, du väljer tid' },
      { channel: 'E-post och formulär', time: `Dygnet runt – svar ${answerTime(promised)}` },
    ],
    note: 'På helgdagar ringer vi inte. Tiderna gäller svensk tid.',
  },
  urgent: {
    heading: 'Brådskande problem?',
    items: [
      {
        title: 'Tror du att någon har kommit åt ditt konto?',
        text: 'Byt lösenord direkt under Min profil → Inställningar och skriv till oss. Under Säkerhet ser du vem som har tittat på din profil.',
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
    text: (promised: boolean) =>
      `Mejla eller skriv till oss – vi svarar ${answerTime(promised)}. Eller be oss ringa upp.`,
    action: 'Få hjälp',
    callback: 'Bli uppringd',
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

/** The staff desk's categories: the contact form's, and a teen's report of a friend (/vanner). */
export const DESK_CATEGORIES = [
  ...CONTACT_CATEGORIES,
  { value: 'friend_report', label: 'Anmälan av vän' },
] as const;

export const contactFormCopy = {
  heading: 'Skicka ett meddelande',
  intro: (promised: boolean) =>
    promised
      ? 'Fyll i formuläret så svarar vi inom 24 timmar, oftast snabbare.'
      : 'Fyll i formuläret så svarar vi så snart vi kan.',
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
    text: (email: string, promised: boolean) =>
      `Vi svarar till ${email} ${answerTime(promised)}. En bekräftelse med ärendenumret kommer i ett mejl – svara på den om du vill lägga till något.`,
    another: 'Skicka ett nytt meddelande',
  },
  errors: {
    offline:
      'Du är offline. Meddelandet är inte skickat – det du skrivit finns kvar, skicka igen när du har internet.',
    network: 'Meddelandet kunde inte skickas. Det du skrivit finns kvar – försök igen om en stund.',
  },
} as const;

/** 'Följ ditt ärende' on /kundtjanst: a ticket's status by its number and e-mail. */
export const ticketLookupCopy = {
  heading: 'Följ ditt ärende',
  intro:
    'Skriv ärendenumret från bekräftelsen eller mejlet och e-postadressen du skrev till oss från.',
  number: 'Ärendenummer',
  numberPlaceholder: 'SL-261127-7KQ4',
  email: 'E-post',
  submit: 'Visa status',
  errors: {
    number: 'Skriv ärendenumret, till exempel SL-261127-7KQ4',
    emailRequired: 'E-post krävs',
    notFound:
      'Vi hittade inget ärende med det numret och den e-postadressen. Kontrollera båda och försök igen.',
    offline: 'Du är offline. Försök igen när du har internet.',
    network: 'Statusen kunde inte hämtas just nu. Försök igen om en stund.',
  },
  label: { new: 'Mottaget', open: 'Besvarat', solved: 'Löst' },
  title: (ticketNumber: string, label: string) => `Ärende ${ticketNumber}: ${label}`,
  status: {
    new: (promised: boolean) =>
      `Vi har tagit emot ditt meddelande och svarar ${answerTime(promised)}.`,
    open: (when: string) =>
      `Vi svarade ${when}. Svaret gick till din e-post – titta i skräpposten om du inte hittar det.`,
    solved: 'Ärendet är löst. Hör av dig igen om något fortfarande är oklart.',
  },
} as const;

/** 'Bli uppringd' on /kundtjanst (issue 41 §3): a call-back at a time the person picks. */
export const callbackCopy = {
  heading: 'Bli uppringd',
  intro:
    'Välj en tid, så ringer någon från kundtjänst upp dig. Vi ringer vardagar 08:00–18:00, svensk tid.',
  name: 'Namn',
  phone: 'Mobilnummer',
  phoneHint: 'Vi ringer bara det här numret, och bara om det här.',
  day: 'Dag',
  time: 'Tid',
  timePlaceholder: 'Välj tid',
  note: 'Vad gäller det? (frivilligt)',
  noteHint: (used: number, max: number) => `${used} av ${max} tecken`,
  submit: 'Ring upp mig',
  sending: 'Bokar...',
  noSlots: 'Det finns inga lediga tider just nu. Mejla oss i stället.',
  privacy:
    'Vi använder numret bara för samtalet och raderar förfrågan senast 30 dagar efter tiden. Skriv inte ditt personnummer eller lösenord.',
  booked: {
    title: 'Vi ringer dig',
    text: (when: string, phone: string) => `Vi ringer dig ${when} på ${phone}.`,
    hint: 'Samtalet kommer från Slantis kundtjänst. Vi frågar aldrig efter ditt lösenord eller din kod.',
    another: 'Boka en annan tid',
  },
  errors: {
    nameRequired: 'Skriv ditt namn',
    nameLong: 'Namnet får vara max 100 tecken',
    slotRequired: 'Välj en tid',
    noteLong: 'Skriv max 300 tecken om vad det gäller',
    offline: 'Du är offline. Inget är bokat – försök igen när du har internet.',
    network: 'Tiden kunde inte bokas just nu. Försök igen om en stund.',
  },
} as const;
