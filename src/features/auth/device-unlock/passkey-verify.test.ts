import { describe, expect, it } from 'vitest';

import { toBase64Url } from './base64';
import {
  assertionValid,
  derToRawSignature,
  ES256,
  RS256,
  type StoredPasskey,
} from './passkey-verify';

// An authenticator of our own, with WebCrypto: what a phone's platform passkey would answer.
const RP_ID = 'slantis.example';
const ORIGIN = 'https://slantis.example';
const encode = (text: string) => new TextEncoder().encode(text);

/** WebCrypto's raw ECDSA r ‖ s as the DER that authenticators send. */
function rawToDer(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const trimmed = bytes.subarray(start);
    const padded = trimmed[0]! & 0x80 ? Uint8Array.of(0, ...trimmed) : trimmed;
    return Uint8Array.of(0x02, padded.length, ...padded);
  };
  const body = [...integer(raw.subarray(0, 32)), ...integer(raw.subarray(32))];
  return Uint8Array.of(0x30, body.length, ...body);
}

async function authenticator(algorithm: typeof ES256 | typeof RS256) {
  const params =
    algorithm === ES256
      ? { name: 'ECDSA', namedCurve: 'P-256' }
      : {
          name: 'RSASSA-PKCS1-v1_5',
          modulusLength: 2048,
          publicExponent: Uint8Array.of(1, 0, 1),
          hash: 'SHA-256',
        };
  const keys = await crypto.subtle.generateKey(params, true, ['sign', 'verify']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
  const stored: StoredPasskey = {
    id: 'cred',
    publicKey: btoa(String.fromCharCode(...spki)),
    algorithm,
  };
  const sign = async (
    challenge: Uint8Array,
    { origin = ORIGIN, rpId = RP_ID, flags = 0x05, type = 'webauthn.get' } = {},
  ) => {
    const rpIdHash = new Uint8Array(await crypto.subtle.digest('SHA-256', encode(rpId)));
    const authenticatorData = Uint8Array.of(...rpIdHash, flags, 0, 0, 0, 1);
    const clientDataJSON = encode(
      JSON.stringify({ type, challenge: toBase64Url(challenge), origin }),
    );
    const clientHash = new Uint8Array(await crypto.subtle.digest('SHA-256', clientDataJSON));
    const signed = Uint8Array.of(...authenticatorData, ...clientHash);
    const raw = new Uint8Array(
      algorithm === ES256
        ? await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed)
        : await crypto.subtle.sign('RSASSA-PKCS1-v1_5', keys.privateKey, signed),
    );
    const signature = algorithm === ES256 ? rawToDer(raw) : raw;
    return {
      authenticatorData: authenticatorData.buffer,
      clientDataJSON: clientDataJSON.buffer,
      signature: signature.slice().buffer,
    };
  };
  return { stored, sign };
}

describe.each([
  ['ES256', ES256],
  ['RS256', RS256],
] as const)('a screen-lock passkey (%s) checked on the device', (_name, algorithm) => {
  const challenge = crypto.getRandomValues(new Uint8Array(32));
  const expected = { challenge, origin: ORIGIN, rpId: RP_ID };

  it('accepts its own fresh, user-verified answer', async () => {
    const { stored, sign } = await authenticator(algorithm);
    expect(await assertionValid(stored, await sign(challenge), expected)).toBe(true);
  });

  it('refuses a replayed answer, another site’s, or one without the screen lock', async () => {
    const { stored, sign } = await authenticator(algorithm);
    const old = crypto.getRandomValues(new Uint8Array(32));
    expect(await assertionValid(stored, await sign(old), expected)).toBe(false);
    expect(
      await assertionValid(
        stored,
        await sign(challenge, { origin: 'https://evil.example' }),
        expected,
      ),
    ).toBe(false);
    expect(
      await assertionValid(stored, await sign(challenge, { rpId: 'evil.example' }), expected),
    ).toBe(false);
    expect(await assertionValid(stored, await sign(challenge, { flags: 0x01 }), expected)).toBe(
      false,
    );
    expect(
      await assertionValid(stored, await sign(challenge, { type: 'webauthn.create' }), expected),
    ).toBe(false);
  });

  it('refuses an answer signed by another key', async () => {
    const mine = await authenticator(algorithm);
    const other = await authenticator(algorithm);
    expect(await assertionValid(mine.stored, await other.sign(challenge), expected)).toBe(false);
  });
});

describe('DER signatures', () => {
  it('become raw r ‖ s, leading zeros dropped and short values padded', () => {
    const r = Uint8Array.of(0x80, ...new Array<number>(31).fill(1));
    const s = Uint8Array.of(0, 0, ...new Array<number>(30).fill(2));
    const raw = derToRawSignature(rawToDer(Uint8Array.of(...r, ...s)));
    expect([...raw.subarray(0, 32)]).toEqual([...r]);
    expect([...raw.subarray(32)]).toEqual([...s]);
  });
});
