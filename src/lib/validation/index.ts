export {
  formatPersonnummer,
  personnummerCheckDigit,
  personnummerError,
  PERSONNUMMER_CHECK_DIGIT_MESSAGE,
  PERSONNUMMER_FORMAT_MESSAGE,
} from './personnummer';
export {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  addressError,
  EMAIL_MAX_LENGTH,
  emailError,
  firstNameError,
  isRole,
  lastNameError,
  LOGIN_PASSWORD_MIN_LENGTH,
  loginPasswordError,
  mobileError,
  NAME_MAX_LENGTH,
  normalizeMobile,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordConfirmError,
  passwordError,
  weakPasswordMessage,
  ROLES,
  roleError,
  type Role,
} from './registration';
export {
  passwordRequirements,
  type PasswordRequirement,
  type PasswordRequirementId,
} from './password-requirements';
export { sanitizeInput } from './sanitize';
export {
  ACCOUNT_AGE_MESSAGES,
  ageFromPersonnummer,
  minimumAgeError,
  roleAgeError,
} from './account-age';
