import type { DeliveryDetails } from '@/data/remote/competition-prizes';

import { prizeCopy } from '../prize-copy';

/** Where a prize is sent (20261125000200_competition_close.sql, confirm_prize_claim). */
export type { DeliveryDetails };
export type DeliveryField = keyof DeliveryDetails;

const spaces = (text: string) => text.trim().replace(/\s+/g, ' ');

/** As the database stores them: spaces collapsed, the postal code without spaces ('12345'). */
export function normalizeDelivery(details: DeliveryDetails): DeliveryDetails {
  return {
    fullName: spaces(details.fullName),
    streetAddress: spaces(details.streetAddress),
    postalCode: details.postalCode.replace(/\s/g, ''),
    city: spaces(details.city),
  };
}

/**
 * The rules of private.prize_delivery_problem, field by field, with its messages: a first and
 * a last name (2–100 characters), a street address (3–100), five digits, a city (2–60, no
 * digits); never control characters.
 */
export function deliveryErrors(raw: DeliveryDetails): Partial<Record<DeliveryField, string>> {
  const d = normalizeDelivery(raw);
  const errors: Partial<Record<DeliveryField, string>> = {};
  const messages = prizeCopy.claims.errors;
  if (!/^[^\p{Cc}]{2,100}$/u.test(d.fullName) || !/[^ ] +[^ ]/.test(d.fullName)) {
    errors.fullName = messages.fullName;
  }
  if (!/^[^\p{Cc}]{3,100}$/u.test(d.streetAddress)) errors.streetAddress = messages.streetAddress;
  if (!/^[0-9]{5}$/.test(d.postalCode)) errors.postalCode = messages.postalCode;
  if (!/^[^\p{Cc}0-9]{2,60}$/u.test(d.city)) errors.city = messages.city;
  return errors;
}
