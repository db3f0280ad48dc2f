import { describe, expect, it } from 'vitest';

import { prizeCopy } from '../prize-copy';
import { deliveryErrors, normalizeDelivery, type DeliveryDetails } from './prize-claim';

const ok: DeliveryDetails = {
  fullName: 'Anna Lindqvist',
  streetAddress: 'Storgatan 1',
  postalCode: '123 45',
  city: 'Uppsala',
};
const messages = prizeCopy.claims.errors;

describe('prize delivery details (the rules of private.prize_delivery_problem)', () => {
  it('accepts a complete address and stores it as the database does', () => {
    expect(deliveryErrors(ok)).toEqual({});
    expect(
      normalizeDelivery({ ...ok, fullName: '  Anna   Lindqvist ', postalCode: '12 3 45' }),
    ).toEqual({ ...ok, postalCode: '12345' });
  });

  it.each([
    ['fullName', 'Anna', messages.fullName],
    ['fullName', '   ', messages.fullName],
    ['fullName', `A ${'b'.repeat(100)}`, messages.fullName],
    ['streetAddress', 'S1', messages.streetAddress],
    ['streetAddress', 'Gatan\u00071', messages.streetAddress],
    ['postalCode', '1234', messages.postalCode],
    ['postalCode', '123456', messages.postalCode],
    ['postalCode', 'abcde', messages.postalCode],
    ['city', 'U', messages.city],
    ['city', 'Uppsala 2', messages.city],
  ] as const)('%s %j → %s', (field, value, message) => {
    expect(deliveryErrors({ ...ok, [field]: value })).toEqual({ [field]: message });
  });

  it('takes Swedish letters and common address characters', () => {
    expect(
      deliveryErrors({
        fullName: 'Åsa Öberg-Ärlig',
        streetAddress: 'Västra vägen 12 B, lgh 1101',
        postalCode: '98765',
        city: 'Malmö',
      }),
    ).toEqual({});
  });
});
