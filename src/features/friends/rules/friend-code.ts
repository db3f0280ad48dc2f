/** The alphabet of friend codes: no 0/O or 1/I to misread (as the server's). */
const CODE = /^[A-HJ-NP-Z2-9]{8}$/;

/** What a person typed or a link carried, as the server stores it: upper case, no spaces or dashes. */
export const normalizeFriendCode = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

/** Whether the typed text can be a friend code at all (the server has the last word). */
export const isFriendCode = (raw: string): boolean => CODE.test(normalizeFriendCode(raw));

/** 'K7QX3MZA' as 'K7QX 3MZA', easier to read aloud. */
export const groupFriendCode = (code: string): string =>
  code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code;

/** The link a QR code carries: opening it fills in the code on /vanner. */
export const friendLink = (origin: string, code: string): string =>
  `${origin}/vanner?kod=${encodeURIComponent(code)}`;
