/** 'abcd-efgh 2345' → 'ABCDEFGH2345' (as the server reads it). */
export const normalizeCode = (raw: string) => raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/** 'ABCDEFGH2345' → 'ABCD-EFGH-2345', easy to read aloud. */
export const groupCode = (code: string) => normalizeCode(code).replace(/(.{4})(?=.)/g, '$1-');

export const inviteLink = (origin: string, code: string) =>
  `${origin}/familj?kod=${encodeURIComponent(groupCode(code))}`;
