import { LEGAL_VERSION } from '@/lib/legal';

import type { SignUpInput } from './rules/registration-form';

/** Elsa's profile as sign-up metadata: what the form sends once her answers are cleaned. */
export const elsaMetadata: SignUpInput['metadata'] = {
  fornamn: 'Elsa',
  efternamn: 'Lind',
  mobilnummer: '0701234567',
  adress: 'Storgatan 1',
  personnummer: '20100315-1238',
  roll: 'barn',
  villkor_version: LEGAL_VERSION,
};
