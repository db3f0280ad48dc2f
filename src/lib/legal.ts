/**
 * The version of the terms (/anvandarvillkor) and the privacy policy (/integritetspolicy) in force:
 * the date both apply from. Sign-up sends it, the database stores it with the account
 * (private.legal_version), and the legal pages tell a member which version she accepted.
 * legal.test.ts keeps it equal to both documents' effectiveFrom and to the SQL.
 */
export const LEGAL_VERSION = '2026-11-29';
