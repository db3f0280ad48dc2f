-- The keys that protect personnummer (and the support client hashes) leave the database's tables.
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
security definer
set search_path = ''
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

create or replace function private.secret(secret_name text) returns bytea
language plpgsql
stable
security definer
set search_path = ''
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

-- Move the keys made by earlier migrations (a deployed database keeps reading what it encrypted).
do $$
declare
  kept record;
begin
  for kept in select name, value from private.secrets loop
    perform private.store_secret(kept.name, kept.value);
  end loop;
end
$$;
drop table private.secrets;
