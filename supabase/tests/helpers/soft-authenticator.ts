import { createHash, randomBytes, webcrypto } from 'node:crypto';

// A software WebAuthn authenticator for tests (WebAuthn L2 §6): a P-256 key per credential,
// 'none' attestation, and assertions signed over authenticatorData ‖ SHA-256(clientDataJSON),
// so the server verifies real responses, not stand-ins. Only what the tests need of CBOR.

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(data).digest());

function cborHead(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 0x100) return [(major << 5) | 24, length];
  if (length < 0x10000) return [(major << 5) | 25, length >> 8, length & 0xff];
  return [
    (major << 5) | 26,
    (length >>> 24) & 0xff,
    (length >> 16) & 0xff,
    (length >> 8) & 0xff,
    length & 0xff,
  ];
}

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cbor(value: Cbor): Uint8Array {
  if (typeof value === 'number') {
    return Uint8Array.from(value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value));
  }
  if (typeof value === 'string') {
    const text = new TextEncoder().encode(value);
    return Uint8Array.from([...cborHead(3, text.length), ...text]);
  }
  if (value instanceof Uint8Array) return Uint8Array.from([...cborHead(2, value.length), ...value]);
  const parts: number[] = cborHead(5, value.size);
  for (const [key, item] of value) parts.push(...cbor(key), ...cbor(item));
  return Uint8Array.from(parts);
}

/** WebCrypto signs ECDSA as r ‖ s; WebAuthn carries it DER-encoded. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    const trimmed = [...bytes.subarray(start)];
    if (trimmed[0]! & 0x80) trimmed.unshift(0);
    return [0x02, trimmed.length, ...trimmed];
  };
  const body = [...integer(raw.subarray(0, 32)), ...integer(raw.subarray(32))];
  return Uint8Array.from([0x30, body.length, ...body]);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array) {
  const count = [
    (counter >>> 24) & 0xff,
    (counter >> 16) & 0xff,
    (counter >> 8) & 0xff,
    counter & 0xff,
  ];
  return Uint8Array.from([...sha256(rpId), flags, ...count, ...(attested ?? [])]);
}

type Credential = { id: Uint8Array; keys: CryptoKeyPair; userHandle: string; counter: number };

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

export type Ceremony = {
  origin: string;
  /** The rpID the authenticator hashes; by default the options' own. */
  rpId?: string;
  /** Sets the signature counter the assertion reports (default: one more than last time). */
  counter?: number;
  userVerified?: boolean;
};

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  /** navigator.credentials.create(): a new discoverable credential, attestation 'none'. */
  async register(options: CreationOptions, ceremony: Ceremony) {
    const keys = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ]);
    const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', keys.publicKey));
    const cose = new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, raw.subarray(1, 33)],
      [-3, raw.subarray(33, 65)],
    ]);
    const id = new Uint8Array(randomBytes(32));
    const attested = Uint8Array.from([...new Uint8Array(16), 0, id.length, ...id, ...cbor(cose)]);
    const rpId = ceremony.rpId ?? options.rp.id ?? new URL(ceremony.origin).hostname;
    const flags = FLAG_UP | (ceremony.userVerified === false ? 0 : FLAG_UV) | FLAG_AT;
    const authData = authenticatorData(rpId, flags, 0, attested);
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: ceremony.origin,
      crossOrigin: false,
    });
    const attestation = new Map<string, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]);
    this.credentials.push({ id, keys, userHandle: options.user.id, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(new TextEncoder().encode(clientData)),
        attestationObject: b64url(cbor(attestation)),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() with the last (or a given) credential, user verified. */
  async assert(options: RequestOptions, ceremony: Ceremony, credential = this.credentials.at(-1)) {
    if (!credential) throw new Error('No credential on this authenticator');
    credential.counter = ceremony.counter ?? credential.counter + 1;
    const rpId = ceremony.rpId ?? options.rpId ?? new URL(ceremony.origin).hostname;
    const flags = FLAG_UP | (ceremony.userVerified === false ? 0 : FLAG_UV);
    const authData = authenticatorData(rpId, flags, credential.counter);
    const clientData = new TextEncoder().encode(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: ceremony.origin,
        crossOrigin: false,
      }),
    );
    const signed = Uint8Array.from([...authData, ...sha256(clientData)]);
    const raw = new Uint8Array(
      await webcrypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        credential.keys.privateKey,
        signed,
      ),
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(derSignature(raw)),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
