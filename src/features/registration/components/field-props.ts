import type { RegistrationErrors, RegistrationField } from '../rules/registration-form';

/** Element id of a wizard field, used to move focus to the first field that needs fixing. */
export const fieldId = (field: RegistrationField) => `registration-${field}`;

/** Shared input props: 16 px text (no zoom on phones) and at least 44 px tall targets. */
export function fieldProps(field: RegistrationField, errors: RegistrationErrors) {
  return {
    id: fieldId(field),
    name: field,
    size: 'md' as const,
    required: true,
    error: errors[field],
    styles: { input: { minHeight: 44 } },
  };
}
