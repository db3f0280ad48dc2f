export { startAuth } from './start-auth';
export { requireMember, sendMemberToApp, skipLoginWhenSignedIn, waitForAuth } from './guards';
export { hasAuthParams } from './rules/has-auth-params';
export {
  DEFAULT_MEMBER_PATH,
  redirectTargetOrDefault,
  safeRedirectTarget,
} from './rules/redirect-target';
export { DemoLogins } from './components/demo-logins';
