import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export type Claims = JWTPayload & { role?: string; session_id?: string; email?: string };

export type VerifyResult =
  { ok: true; claims: Claims } | { ok: false; expired: boolean; reason: string };

const encoder = new TextEncoder();

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}

export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    const claims: Claims = payload;
    return { ok: true, claims };
  } catch (error) {
    const expired = error instanceof errors.JWTExpired;
    return { ok: false, expired, reason: error instanceof Error ? error.message : String(error) };
  }
}
