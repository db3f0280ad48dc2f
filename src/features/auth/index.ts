export { startAuth } from './start-auth';
export {
  offerDeviceUnlock,
  requireMember,
  skipLockWhenOpen,
  requireSignInLink,
  sendMemberToApp,
  skipLoginWhenSignedIn,
} from './guards';
export { hasAuthParams } from './rules/has-auth-params';
export {
  DEFAULT_MEMBER_PATH,
  redirectTargetOrDefault,
  safeRedirectTarget,
} from './rules/redirect-target';
export { DemoLogins } from './components/demo-logins';
export { LoginPanel } from './components/login-page';
export { ResetPasswordPanel } from './components/reset-password-panel';
export { LogoutButton } from './components/logout-button';
export { signOut } from './session/sign-out';
export { forgetAccountOnThisDevice } from './session/forget-account';
export { isInAppBrowser } from './rules/in-app-browser';
export {
  checkAuthConfig,
  runStartupConfigCheck,
  type AuthConfig,
  type ConfigCheckResult,
} from './rules/config-check';
export { isLinkCompletionUrl } from './link-completion/landing-url';
export { LinkCompletionScreen } from './link-completion/components/link-completion-screen';
export { TestReport } from './diagnostics/components/test-report';
export { LockScreen } from './device-unlock/components/lock-screen';
export { DeviceUnlockSettings } from './device-unlock/components/device-unlock-settings';
export { DeviceUnlockBanner } from './device-unlock/components/device-unlock-banner';
export { ActiveSessions } from './session-list/active-sessions';
export { TwoFactorCard } from './two-factor/components/two-factor-card';
export { TwoFactorSection } from './two-factor/components/two-factor-section';
export { PasskeyAccountSettings } from './passkey-sign-in/components/passkey-account-settings';
export { SharedDeviceNotice } from './shared-device/shared-device-notice';
