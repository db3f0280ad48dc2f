-- Issue 21: failed passwords are counted by the database's password-verification hook
-- (private.password_failures per account, private.address_failures per address), no longer by
-- auth-proxy in public.login_attempts. The old table and its functions go (the hourly pruning
-- in 20261126000300_retention.sql keeps the new records 24 hours).

drop function if exists public.login_failure_counts(text, text, timestamptz);
drop function if exists public.prune_login_attempts(interval);
drop table if exists public.login_attempts;
