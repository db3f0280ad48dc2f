-- Foundation shared by the later migrations: a private schema the API roles cannot reach, the
-- keys that protect personnummer (in Supabase Vault, or its local stand-in: private.store_secret
-- and private.secret), one sequence ordering every sync write, and the small
-- trigger functions the tables reuse.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- Keys generated once, at migration time, so they never appear in the repository, and kept out
-- of the database's tables.
--
-- Hosted: Supabase Vault (the supabase_vault extension) keeps them, encrypted with a root key the
-- platform holds outside the database; SQL only ever sees them through vault.decrypted_secrets.
--
-- Local (PGlite and plain Postgres 15 have no Vault): a stand-in with the same shape. The keys are
-- stored encrypted with a root key the local stack keeps in a git-ignored file
-- (.local/vault-root.key) and hands every connection as the setting slantis.vault_root_key, so a
-- copy or dump of the database alone cannot read a personnummer.

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'supabase_vault') then
    create extension if not exists supabase_vault with schema vault;
  end if;
end
$$;

create function private.uses_vault() returns boolean
language sql
stable
set search_path = ''
as $$
  select to_regclass('vault.decrypted_secrets') is not null
$$;

create table private.local_vault (
  name text primary key,
  ciphertext bytea not null
);
revoke all on private.local_vault from public, anon, authenticated;

create function private.local_vault_root_key() returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  root_key text := current_setting('slantis.vault_root_key', true);
begin
  if coalesce(root_key, '') = '' then
    raise exception 'The vault root key is not set on this connection (slantis.vault_root_key)'
      using errcode = '55000';
  end if;
  return root_key;
end
$$;

-- Keeps a key where this database keeps secrets; an existing key of that name is left as it is.
create function private.store_secret(secret_name text, secret bytea) returns void
language plpgsql
security definer set search_path = ''
as $$
begin
  if private.uses_vault() then
    if not exists (select 1 from vault.secrets where name = 'slantis.' || secret_name) then
      perform vault.create_secret(encode(secret, 'hex'), 'slantis.' || secret_name,
        'Slantis key made at migration time');
    end if;
  else
    -- The root key is random, so no key stretching is needed (s2k-mode=1: salted, one pass).
    insert into private.local_vault (name, ciphertext)
    values (secret_name, extensions.pgp_sym_encrypt_bytea(secret, private.local_vault_root_key(),
      'cipher-algo=aes256, s2k-mode=1'))
    on conflict (name) do nothing;
  end if;
end
$$;

create function private.secret(secret_name text) returns bytea
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  secret bytea;
begin
  if private.uses_vault() then
    select decode(decrypted_secret, 'hex') into secret
    from vault.decrypted_secrets where name = 'slantis.' || secret_name;
  else
    select extensions.pgp_sym_decrypt_bytea(ciphertext, private.local_vault_root_key()) into secret
    from private.local_vault where name = secret_name;
  end if;
  if secret is null then
    raise exception 'The secret % is missing', secret_name using errcode = '55000';
  end if;
  return secret;
end
$$;

revoke all on function private.uses_vault(), private.local_vault_root_key(),
  private.store_secret(text, bytea), private.secret(text) from public, anon, authenticated;

select private.store_secret('personnummer_encryption', extensions.gen_random_bytes(32));
select private.store_secret('personnummer_hmac', extensions.gen_random_bytes(32));

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

-- No skipped rows (issue 23). Devices pull an owner's rows by server_seq > cursor, and a sequence
-- value is taken at write time but seen at commit, so two writers of one owner's rows could commit
-- out of seq order and the device, its cursor already past the later one, would never see the
-- earlier. So every writer of an owner's sync rows takes this per-owner lock before it takes a
-- seq, and holds it to commit: per owner, seq order is commit order. push_ops takes the locks of
-- a whole batch up front, in owner order, so two batches never deadlock.
create function private.lock_sync_owner(owner_id uuid) returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('sync_owner:' || owner_id::text, 0))
$$;
revoke all on function private.lock_sync_owner(uuid) from public, anon, authenticated;

-- Stamps sync rows: server_seq from the shared sequence, version bumped on update, identity and
-- creation time immutable; created_at of what an API caller inserts is the server's now() (the app
-- never sends it: a forged client cannot back-date a goal, a deposit or a purchase's arrival; an
-- API caller is one whose role is anon or authenticated, as private.api_user of
-- 20261122001400_gamification_rules.sql). Security definer only to reach the private sequence.
create function private.stamp_sync_row() returns trigger
language plpgsql
security definer set search_path = ''
as $$
begin
  -- private.lock_sync_owner, spelled out: a function call per row is much of an insert's cost.
  perform pg_advisory_xact_lock(hashtextextended('sync_owner:' || new.user_id::text, 0));
  new.server_seq := nextval('private.sync_server_seq');
  new.updated_at := now();
  if tg_op = 'INSERT' then
    new.version := 1;
    if current_setting('role', true) in ('anon', 'authenticated') then
      new.created_at := now();
    end if;
  else
    if new.id is distinct from old.id or new.user_id is distinct from old.user_id then
      raise exception 'id and user_id of a % row cannot change', tg_table_name
        using errcode = '42501';
    end if;
    -- A client never moves created_at; server code may (the interest job dates a forged deposit
    -- it takes over as the interest's own: supabase/tests/database/allowance.test.ts).
    if current_setting('role', true) in ('anon', 'authenticated') then
      new.created_at := old.created_at;
    end if;
    new.version := old.version + 1;
  end if;
  -- Conflicts seen (issue 23): on the rows a client may edit (trigger argument 'field_versions'),
  -- the version at which each column last changed, so push_ops can tell a stale edit (made on a
  -- copy older than the server's) from one whose fields nobody touched since. Here rather than in
  -- a trigger of its own: a trigger call per row is much of an insert's cost.
  if tg_nargs > 0 and tg_argv[0] = 'field_versions' then
    if tg_op = 'INSERT' then
      new.field_versions := '{}'::jsonb;
    else
      new.field_versions := old.field_versions || coalesce((
        select jsonb_object_agg(n.key, new.version)
        from jsonb_each(to_jsonb(new)) n
        join jsonb_each(to_jsonb(old)) o on o.key = n.key
        where n.value is distinct from o.value
          and n.key not in ('server_seq', 'version', 'updated_at', 'created_at', 'field_versions')
      ), '{}'::jsonb);
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.stamp_sync_row() from public, anon, authenticated;

