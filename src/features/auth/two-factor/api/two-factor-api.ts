export {
  enrolTotp,
  newRecoveryCodes,
  spendRecoveryCode,
  twoFactorStatus,
  unenrolTotp,
  verifyTotp,
  type TotpEnrolment,
  type TwoFactorStatus,
} from '@/data/remote/mfa';
export { onMfaRequired } from '@/data/remote/rpc';
