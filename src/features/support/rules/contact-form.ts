import { emailError, firstNameError, lastNameError } from '@/lib/validation';

import { CONTACT_CATEGORIES, type ContactCategory } from '../copy';

/**
 * The contact form's rules. The database function submit_support_ticket checks the same rules
 * with the same Swedish messages (supabase/migrations/*_support_tickets.sql).
 */
export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 120;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

export type ContactFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  category: ContactCategory | null;
  subject: string;
  message: string;
};
export type ContactField = keyof ContactFormValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** What submit_support_ticket receives: trimmed, whitespace collapsed where it is one line. */
export type ContactTicket = {
  firstName: string;
  lastName: string;
  email: string;
  category: ContactCategory;
  subject: string;
  message: string;
};

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  category: null,
  subject: '',
  message: '',
};

/** Length as Postgres char_length counts it (code points). */
const length = (value: string) => [...value].length;
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function textError(
  value: string,
  {
    min,
    max,
    empty,
    short,
    long,
  }: { min: number; max: number; empty: string; short: string; long: string },
): string | null {
  if (value === '') return empty;
  if (length(value) < min) return short;
  if (length(value) > max) return long;
  return null;
}

const isCategory = (value: string | null): value is ContactCategory =>
  CONTACT_CATEGORIES.some((category) => category.value === value);

/** Checks every field; on success the cleaned ticket, else one Swedish message per bad field. */
export function checkContactForm(
  values: ContactFormValues,
): { ok: true; value: ContactTicket } | { ok: false; errors: ContactErrors } {
  const ticket = {
    firstName: oneLine(values.firstName),
    lastName: oneLine(values.lastName),
    email: values.email.trim().toLowerCase(),
    subject: oneLine(values.subject),
    message: values.message.trim(),
  };
  const errors: ContactErrors = {};
  const first = firstNameError(ticket.firstName);
  if (first) errors.firstName = first;
  const last = lastNameError(ticket.lastName);
  if (last) errors.lastName = last;
  const email = ticket.email === '' ? 'E-post krävs' : emailError(ticket.email);
  if (email) errors.email = email;
  if (!isCategory(values.category)) errors.category = 'Välj en kategori';
  const subject = textError(ticket.subject, {
    min: SUBJECT_MIN,
    max: SUBJECT_MAX,
    empty: 'Ämne krävs',
    short: `Ämnet måste vara minst ${SUBJECT_MIN} tecken`,
    long: `Ämnet får vara max ${SUBJECT_MAX} tecken`,
  });
  if (subject) errors.subject = subject;
  const message = textError(ticket.message, {
    min: MESSAGE_MIN,
    max: MESSAGE_MAX,
    empty: 'Meddelande krävs',
    short: `Meddelandet måste vara minst ${MESSAGE_MIN} tecken`,
    long: `Meddelandet får vara max ${MESSAGE_MAX} tecken`,
  });
  if (message) errors.message = message;

  if (Object.keys(errors).length > 0 || !isCategory(values.category)) return { ok: false, errors };
  return { ok: true, value: { ...ticket, category: values.category } };
}
