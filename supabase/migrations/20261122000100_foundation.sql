-- Foundation shared by the later migrations: a private schema the API roles cannot reach, the
-- secrets used to protect personnummer, one sequence ordering every sync write, and the small
-- trigger functions the tables reuse.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- Keys generated once, at migration time, so they never appear in the repository. Production
-- may move them to Supabase Vault; only private.secret() would change.
create table private.secrets (
  name text primary key,
  value bytea not null
);
revoke all on private.secrets from public, anon, authenticated;

insert into private.secrets (name, value)
values
  ('personnummer_encryption', extensions.gen_random_bytes(32)),
  ('personnummer_hmac', extensions.gen_random_bytes(32))
on conflict (name) do nothing;

create function private.secret(secret_name text) returns bytea
language sql
stable
security definer
set search_path = ''
as $$
  select value from private.secrets where name = secret_name
$$;
revoke all on function private.secret(text) from public, anon, authenticated;

-- Every insert and update of a sync table takes the next value: clients pull by server_seq.
create sequence private.sync_server_seq as bigint;
revoke all on sequence private.sync_server_seq from public, anon, authenticated;

create function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.touch_updated_at() from public, anon, authenticated;

-- Stamps sync rows: server_seq from the shared sequence, version bumped on update, identity and
-- creation time immutable; created_at of what an API caller inserts is the server's now() (the app
-- never sends it: a forged client cannot back-date a goal, a deposit or a purchase's arrival;
-- private.api_user is defined in 20261122001400_gamification_rules.sql). Security definer only to
-- reach the private sequence.
create function private.stamp_sync_row() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.server_seq := nextval('private.sync_server_seq');
  new.updated_at := now();
  if tg_op = 'INSERT' then
    new.version := 1;
    if private.api_user() is not null then
      new.created_at := now();
    end if;
  else
    if new.id is distinct from old.id or new.user_id is distinct from old.user_id then
      raise exception 'id and user_id of a % row cannot change', tg_table_name
        using errcode = '42501';
    end if;
    new.created_at := old.created_at;
    new.version := old.version + 1;
  end if;
  return new;
end
$$;
revoke all on function private.stamp_sync_row() from public, anon, authenticated;
