import { DATA_PROTECTION_CONTACT, SUPPORT_CONTACT } from '@/lib/contact';

import type { ContactLink } from '../../content-types';

/** The date both legal documents apply from (shown as 'Gäller från 1 december 2026'). */
export const LEGAL_EFFECTIVE_FROM = '2026-12-01';

/** Swedish text of the legal pages' frame. */
export const legalCopy = {
  effectiveFrom: (date: string) => `Gäller från ${date}`,
  contents: 'Innehåll',
  contentsCount: (sections: number) => `Innehåll (${sections} avsnitt)`,
  opensNewTab: '(öppnas i en ny flik)',
} as const;

/** Where privacy questions and requests go. */
export const dataProtectionContact: ContactLink = {
  label: DATA_PROTECTION_CONTACT.email,
  href: DATA_PROTECTION_CONTACT.emailHref,
  text: 'Frågor om dina uppgifter och begäran enligt GDPR – vi svarar inom en månad.',
};

/** Customer service, by e-mail and phone. */
export const supportContacts: readonly ContactLink[] = [
  {
    label: SUPPORT_CONTACT.email,
    href: SUPPORT_CONTACT.emailHref,
    text: 'Kundtjänst – skriv när du vill, du får ett ärendenummer direkt.',
  },
  {
    label: SUPPORT_CONTACT.phone,
    href: SUPPORT_CONTACT.phoneHref,
    text: 'Telefon vardagar 08–18.',
  },
];
