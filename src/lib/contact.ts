/**
 * How to reach Slantis: customer service (spec §9) and the data-protection contact. There is no
 * phone number to call: a person asks to be called back at a time they pick (issue 41 §3,
 * src/lib/callback-hours.ts), on /kundtjanst#ring-upp.
 */
export const SUPPORT_CONTACT = {
  callbackHref: '/kundtjanst#ring-upp',
  email: 'support@slantis.se',
  emailHref: 'mailto:support@slantis.se',
} as const;

/** The controller (personuppgiftsansvarig) and where privacy questions and requests go. */
export const DATA_PROTECTION_CONTACT = {
  company: 'Slantis AB',
  email: 'dataskydd@slantis.se',
  emailHref: 'mailto:dataskydd@slantis.se',
} as const;

/** The Swedish supervisory authority, where anyone may complain about how data is handled. */
export const SUPERVISORY_AUTHORITY = {
  name: 'Integritetsskyddsmyndigheten (IMY)',
  url: 'https://www.imy.se',
  site: 'imy.se',
} as const;
