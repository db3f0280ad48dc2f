import { LEGAL_VERSION } from '@/lib/legal';
import {
  addressError,
  emailError,
  firstNameError,
  formatPersonnummer,
  lastNameError,
  minimumAgeError,
  mobileError,
  normalizeMobile,
  passwordConfirmError,
  passwordError,
  personnummerError,
  roleAgeError,
  roleError,
  sanitizeInput,
  type Role,
} from '@/lib/validation';

/** What the visitor types, as typed; sanitised only when validated, shown for review or sent. */
export type RegistrationValues = {
  fornamn: string;
  efternamn: string;
  personnummer: string;
  mobilnummer: string;
  adress: string;
  roll: Role;
  email: string;
  password: string;
  confirmPassword: string;
};

export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const STEP_COUNT = 4;

export const initialRegistrationValues: RegistrationValues = {
  fornamn: '',
  efternamn: '',
  personnummer: '',
  mobilnummer: '',
  adress: '',
  // Spec: step 2 has a default selection, so Next is always allowed there.
  roll: 'barn',
  email: '',
  password: '',
  confirmPassword: '',
};

/** The fields each step owns (0-based); step 1's rule is the age the personnummer gives. */
export const stepFields: readonly (readonly RegistrationField[])[] = [
  ['fornamn', 'efternamn', 'personnummer', 'mobilnummer', 'adress'],
  ['roll'],
  ['email', 'password', 'confirmPassword'],
  [],
];

/** Free-text fields are sanitised (spec §5); passwords never are. */
export function sanitizedValues(values: RegistrationValues): RegistrationValues {
  return {
    ...values,
    fornamn: sanitizeInput(values.fornamn),
    efternamn: sanitizeInput(values.efternamn),
    personnummer: sanitizeInput(values.personnummer),
    mobilnummer: sanitizeInput(values.mobilnummer),
    adress: sanitizeInput(values.adress),
    email: sanitizeInput(values.email),
  };
}

/** The first broken rule of one field, checked on the sanitised value. */
export function fieldError(
  field: RegistrationField,
  values: RegistrationValues,
  now?: Date,
): string | null {
  const clean = sanitizedValues(values);
  switch (field) {
    case 'fornamn':
      return firstNameError(clean.fornamn);
    case 'efternamn':
      return lastNameError(clean.efternamn);
    case 'personnummer':
      return personnummerError(clean.personnummer, now) ?? minimumAgeError(clean.personnummer, now);
    case 'mobilnummer':
      return mobileError(clean.mobilnummer);
    case 'adress':
      return addressError(clean.adress);
    case 'roll':
      return roleError(clean.roll) ?? roleAgeError(clean.personnummer, clean.roll, now);
    case 'email':
      return emailError(clean.email);
    case 'password':
      return passwordError(clean.password);
    case 'confirmPassword':
      return passwordConfirmError(clean.password, clean.confirmPassword);
  }
}

/** The errors of one step's fields; empty when the step validates. */
export function stepErrors(
  step: number,
  values: RegistrationValues,
  now?: Date,
): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of stepFields[step] ?? []) {
    const message = fieldError(field, values, now);
    if (message) errors[field] = message;
  }
  return errors;
}

export type SignUpInput = {
  email: string;
  password: string;
  metadata: {
    fornamn: string;
    efternamn: string;
    mobilnummer: string;
    adress: string;
    personnummer: string;
    roll: Role;
    /** The terms and privacy policy shown at step 4 (their version), accepted by signing up. */
    villkor_version: string;
  };
};

/**
 * What sign-up sends: sanitised text, the mobile number as the database stores it (07XXXXXXXX)
 * and the personnummer as YYYYMMDD-NNNC. Call only once every step validates.
 */
export function toSignUpInput(values: RegistrationValues): SignUpInput {
  const clean = sanitizedValues(values);
  return {
    email: clean.email,
    password: values.password,
    metadata: {
      fornamn: clean.fornamn,
      efternamn: clean.efternamn,
      mobilnummer: normalizeMobile(clean.mobilnummer),
      adress: clean.adress,
      personnummer: formatPersonnummer(clean.personnummer),
      roll: clean.roll,
      villkor_version: LEGAL_VERSION,
    },
  };
}
