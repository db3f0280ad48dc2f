/**
 * How long Slantis keeps the data that is pruned by age (issue 21 §8). /integritetspolicy states
 * these figures, and public.prune_expired_data() (supabase/migrations/
 * 20261126000300_retention.sql) deletes what is older: supabase/tests/database/retention.test.ts
 * checks the function against these numbers, so the page and the database cannot drift apart.
 * Everything else is kept while the account exists and goes when it is deleted.
 */
export const RETENTION = {
  /** Profile access log rows (who viewed or changed whose profile). */
  accessLogDays: 90,
  /** Login attempts (hashed e-mail and client), kept for the login rate limit. */
  loginAttemptHours: 24,
  /** App sessions (device and times), counted from the last time they were used. */
  sessionDays: 90,
  /** Support tickets, counted from when they were sent. */
  supportTicketMonths: 12,
  /** The server's copy of an e-mail it sent (prize and league notices), from when it was sent. */
  sentMailDays: 90,
} as const;
