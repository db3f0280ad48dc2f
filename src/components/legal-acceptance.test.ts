import { describe, expect, it } from 'vitest';

import { acceptanceText } from './legal-acceptance';

describe('the accepted terms, in words', () => {
  it('names the version and the day', () => {
    expect(acceptanceText('2026-11-29', '2026-11-29T10:00:00Z', '2026-11-29')).toBe(
      'Du godkände den här versionen (från 29 november 2026) den 29 november 2026, när du skapade ditt konto.',
    );
  });
  it('says when a newer version applies', () => {
    expect(acceptanceText('2026-11-29', '2026-11-30T10:00:00Z', '2027-03-01')).toBe(
      'Du godkände versionen från 29 november 2026 den 30 november 2026. Den här versionen gäller från 1 mars 2027.',
    );
  });
  it('is honest when nothing is recorded', () => {
    expect(acceptanceText(null, null, '2026-11-29')).toBe(
      'Vi har inte sparat vilken version av villkoren du godkände.',
    );
  });
});
