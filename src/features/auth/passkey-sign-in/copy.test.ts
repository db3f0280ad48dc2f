import { describe, expect, it } from 'vitest';

import { passkeyCopy, passkeyErrorMessage } from './copy';

const { errors } = passkeyCopy;

describe('passkeyErrorMessage', () => {
  it.each([
    ['cancelled', errors.cancelled],
    ['network', errors.offline],
    ['offline', errors.offline],
    ['webauthn_challenge_expired', errors.expired],
    ['webauthn_challenge_not_found', errors.expired],
    ['webauthn_verification_failed', errors.failed],
    ['excluded', errors.exists],
    ['webauthn_credential_exists', errors.exists],
    ['too_many_passkeys', errors.tooMany],
    ['last_sign_in_method', errors.lastMethod],
    ['passkey_name', errors.name],
    ['http_500', errors.generic],
  ])('words %s in Swedish', (code, message) => {
    expect(passkeyErrorMessage(code)).toBe(message);
  });
});
