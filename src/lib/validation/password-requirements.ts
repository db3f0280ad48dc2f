import {
  hasDigit,
  hasLowercase,
  hasUppercase,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './registration';

export type PasswordRequirementId =
  'min-length' | 'max-length' | 'uppercase' | 'lowercase' | 'digit';

export type PasswordRequirement = { id: PasswordRequirementId; label: string; met: boolean };

/**
 * The registration password rules as a live checklist. 'Högst 128 tecken' is met until the
 * password grows too long, so it only shows as unmet when there is something to fix.
 */
export function passwordRequirements(value: string): PasswordRequirement[] {
  return [
    { id: 'min-length', label: 'Minst 8 tecken', met: value.length >= PASSWORD_MIN_LENGTH },
    { id: 'max-length', label: 'Högst 128 tecken', met: value.length <= PASSWORD_MAX_LENGTH },
    { id: 'uppercase', label: 'En stor bokstav (A–Z)', met: hasUppercase(value) },
    { id: 'lowercase', label: 'En liten bokstav (a–z)', met: hasLowercase(value) },
    { id: 'digit', label: 'En siffra', met: hasDigit(value) },
  ];
}
