-- Issue 26 points 3 and 7 (docs/families.md "Gift links" and "The 18-year handover").
--
-- 3. A guardian makes an expiring link for a relative: one child, one of the child's savings
--    goals. Opened without an account (public.gift_link_view, public.pledge_gift: anon) it shows
--    only the child's first name and that goal's name and progress, and takes a pledge (amount,
--    the name the relative wants to be greeted by, a short greeting). Only the token's SHA-256 is
--    stored. A pledge is not money: a guardian of the child confirms when it is handed over
--    (public.decide_gift_pledge), which records the goal deposit exactly once and tells the
--    child, or declines it. Links and pledges live in the private schema: no API role reads them,
--    every way in is a function below.
-- 4. From the 18th birthday (private.is_adult) the child decides, item by item, what the
--    guardians keep seeing (public.decide_adult_sharing). Until then nothing changes what guardians
--    see: under 18 the family rules apply; from 18 the existing default of user_settings (nothing
--    shared) holds until the adult says yes. Guardians are told what changed: the first decision
--    as a summary, every later change (this RPC or the settings page's direct user_settings write)
--    as a change notice. Every guardian-facing read already asks private.shares_with_guardians
--    (20261122001500_families_flow.sql), so the choice is enforced there.

-- ---------------------------------------------------------------------------------------------
-- 1. Gift links and pledges.

create table private.gift_links (
  id uuid primary key default gen_random_uuid(),
  token_hash bytea not null unique check (octet_length(token_hash) = 32),
  family_id uuid not null references public.families (id) on delete cascade,
  child_id uuid not null references auth.users (id) on delete cascade,
  goal_id uuid not null,
  label text check (label is null or char_length(label) between 1 and 40),
  created_by uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  foreign key (goal_id, child_id) references public.savings_goals (id, user_id) on delete cascade
);
create index gift_links_child_idx on private.gift_links (child_id);

create table private.gift_pledges (
  id uuid primary key default gen_random_uuid(),
  link_id uuid not null references private.gift_links (id) on delete cascade,
  amount_ore bigint not null check (amount_ore between 100 and 500000),
  giver_name text not null check (char_length(giver_name) between 1 and 40),
  greeting text check (greeting is null or char_length(greeting) between 1 and 200),
  status text not null default 'pledged' check (status in ('pledged', 'confirmed', 'declined')),
  created_at timestamptz not null default now(),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  deposit_id uuid
);
create index gift_pledges_link_idx on private.gift_pledges (link_id, created_at);
revoke all on private.gift_links, private.gift_pledges from public, anon, authenticated;

-- A token is 24 random bytes (192 bits) in base64url, 32 characters; the database keeps its hash.
create function private.gift_token_hash(token text) returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(coalesce(token, ''), 'UTF8'))
$$;

-- The link a token opens, when it still works: not revoked, not expired, its maker still an
-- active guardian of the child, the goal still there and still the maker's to show (the child
-- under 18, an adult child sharing goals, or the goal the maker set).
create function private.live_gift_link(token text) returns private.gift_links
language sql
stable
security definer set search_path = ''
as $$
  select l.* from private.gift_links l
  join public.savings_goals g on g.id = l.goal_id and g.user_id = l.child_id and not g.deleted
  where char_length(coalesce(token, '')) between 20 and 100
    and l.token_hash = private.gift_token_hash(token)
    and l.revoked_at is null and l.expires_at > now()
    and l.created_by in (select private.guardians_of(l.child_id))
    and (private.shares_with_guardians(l.child_id, 'goals') or g.set_by = l.created_by)
$$;

-- Text a stranger typed: spaces folded, no control characters.
create function private.clean_gift_text(input text) returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(regexp_replace(regexp_replace(coalesce(input, ''), '[[:cntrl:]]', ' ', 'g'),
    '\s+', ' ', 'g')), '')
$$;
revoke all on function private.gift_token_hash(text), private.live_gift_link(text),
  private.clean_gift_text(text) from public, anon, authenticated;

/*
 * A guardian's new link: `child` of the caller's family, `goal` one of the child's goals the
 * caller may see, valid `days` (7, 30 or 90), `label` optional ("Mormor"). Returns the token once;
 * only its hash is kept.
 */
create function public.create_gift_link(child uuid, goal uuid, days integer, label text default null)
returns table (id uuid, token text, expires_at timestamptz)
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  clean_label text := private.clean_gift_text(label);
  new_token text := translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
  family uuid;
  target public.savings_goals;
begin
  if not public.is_guardian_of(child) then
    raise exception 'Du kan bara skapa gåvolänkar för barn i din familj' using errcode = '42501';
  end if;
  select g.* into target from public.savings_goals g
  where g.id = goal and g.user_id = child and not g.deleted;
  if target.id is null
    or not (public.guardian_sees(child, 'goals') or coalesce(target.set_by = me, false)) then
    raise exception 'Sparmålet finns inte' using errcode = 'P0002';
  end if;
  if days is null or days not in (7, 30, 90) then
    raise exception 'Välj hur länge länken ska gälla: 7, 30 eller 90 dagar' using errcode = 'P0001';
  end if;
  if char_length(coalesce(clean_label, '')) > 40 then
    raise exception 'Namnet på länken får vara max 40 tecken' using errcode = 'P0001';
  end if;
  if (select count(*) from private.gift_links l
      where l.child_id = child and l.revoked_at is null and l.expires_at > now()) >= 10 then
    raise exception 'Barnet har redan 10 aktiva gåvolänkar. Stäng en innan du skapar en ny.'
      using errcode = '23514';
  end if;
  select l.family_id into family from private.guardianships l
  where l.guardian_id = me and l.child_id = child
  limit 1;
  return query
  insert into private.gift_links as l (token_hash, family_id, child_id, goal_id, label, created_by,
    expires_at)
  values (private.gift_token_hash(new_token), family, child, goal, clean_label, me,
    now() + days * interval '1 day')
  returning l.id, new_token, l.expires_at;
end
$$;

-- A guardian of the child closes a link: it shows and takes nothing from now on.
create function public.revoke_gift_link(link uuid) returns void
language plpgsql
security definer set search_path = ''
as $$
declare
  child uuid;
begin
  perform private.require_user();
  select l.child_id into child from private.gift_links l where l.id = link;
  if child is null or not public.is_guardian_of(child) then
    raise exception 'Länken finns inte' using errcode = 'P0002';
  end if;
  update private.gift_links set revoked_at = now() where id = link and revoked_at is null;
end
$$;

/*
 * What the relative sees, anyone with the token: the child's first name, the goal's title and
 * progress. Null for a wrong, expired or revoked token (the page says the link no longer works).
 */
create function public.gift_link_view(token text) returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  link private.gift_links := private.live_gift_link(token);
begin
  if link.id is null then
    return null;
  end if;
  return (
    select jsonb_build_object(
      'first_name', p.fornamn,
      'goal_title', g.title,
      'saved_ore', least(g.saved_ore, g.target_ore),
      'target_ore', g.target_ore,
      'percent', least(100, floor(g.saved_ore * 100.0 / g.target_ore))::integer,
      'expires_at', link.expires_at)
    from public.savings_goals g
    join public.profiles p on p.id = g.user_id
    where g.id = link.goal_id);
end
$$;

/*
 * A relative's pledge through a live link: `amount_ore` 1–5 000 kr, `giver_name` (how they want
 * to be greeted, 1–40 characters), `greeting` (up to 200, optional). At most 5 pledges per link in
 * an hour and 20 waiting at once (PT429). Nothing is deposited until a guardian confirms.
 */
create function public.pledge_gift(token text, amount_ore bigint, giver_name text,
  greeting text default null) returns jsonb
language plpgsql
volatile
security definer set search_path = ''
as $$
declare
  link private.gift_links := private.live_gift_link(token);
  name_clean text := private.clean_gift_text(giver_name);
  greeting_clean text := private.clean_gift_text(greeting);
  child_name text;
  goal_title text;
  guardian uuid;
begin
  if link.id is null then
    raise exception 'Länken fungerar inte längre. Fråga familjen efter en ny.' using errcode = 'P0002';
  end if;
  -- One pledge at a time per link: the counts below cannot be raced past.
  perform 1 from private.gift_links l where l.id = link.id for update;
  if amount_ore is null or amount_ore < 100 then
    raise exception 'Skriv ett belopp på minst 1 kr' using errcode = 'P0001';
  end if;
  if amount_ore > 500000 then
    raise exception 'Beloppet får vara högst 5 000 kr' using errcode = 'P0001';
  end if;
  if name_clean is null then
    raise exception 'Skriv ditt namn' using errcode = 'P0001';
  end if;
  if char_length(name_clean) > 40 then
    raise exception 'Namnet får vara max 40 tecken' using errcode = 'P0001';
  end if;
  if char_length(coalesce(greeting_clean, '')) > 200 then
    raise exception 'Hälsningen får vara max 200 tecken' using errcode = 'P0001';
  end if;
  if (select count(*) from private.gift_pledges p
      where p.link_id = link.id and p.created_at > now() - interval '1 hour') >= 5
    or (select count(*) from private.gift_pledges p
      where p.link_id = link.id and p.status = 'pledged') >= 20
  then
    raise exception using errcode = 'PT429',
      message = 'Många gåvor har skickats via den här länken på kort tid. Försök igen om en stund.';
  end if;
  insert into private.gift_pledges (link_id, amount_ore, giver_name, greeting)
  values (link.id, amount_ore, name_clean, greeting_clean);

  select p.fornamn into child_name from public.profiles p where p.id = link.child_id;
  select g.title into goal_title from public.savings_goals g where g.id = link.goal_id;
  for guardian in select private.guardians_of(link.child_id) loop
    perform private.notify(guardian, 'gift_pledged', 'activity',
      format('%s vill ge %s en gåva', name_clean, child_name),
      format('%s till ”%s”. Bekräfta under Familj när pengarna har kommit fram.',
        private.kronor(amount_ore), goal_title),
      '/familj');
  end loop;
  return jsonb_build_object('ok', true);
end
$$;

/*
 * A guardian of the child answers a waiting pledge: accept records the deposit to the goal
 * (id from the pledge, so exactly once) and tells the child; decline records nothing.
 * Returns the new status. A pledge is answered once (23514 after that).
 */
create function public.decide_gift_pledge(pledge uuid, accept boolean) returns text
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  row_ private.gift_pledges;
  link private.gift_links;
  goal public.savings_goals;
  deposit uuid;
begin
  select p.* into row_ from private.gift_pledges p where p.id = pledge for update;
  if row_.id is not null then
    select l.* into link from private.gift_links l where l.id = row_.link_id;
  end if;
  if row_.id is null or not public.is_guardian_of(link.child_id) then
    raise exception 'Gåvan finns inte' using errcode = 'P0002';
  end if;
  perform private.require_mfa_if_enrolled();
  if accept is null then
    raise exception 'Svara ja eller nej' using errcode = 'P0001';
  end if;
  if row_.status <> 'pledged' then
    raise exception 'Gåvan är redan hanterad' using errcode = '23514';
  end if;
  if not accept then
    update private.gift_pledges set status = 'declined', decided_by = me, decided_at = now()
    where id = pledge;
    return 'declined';
  end if;
  select g.* into goal from public.savings_goals g where g.id = link.goal_id;
  if goal.id is null or goal.deleted then
    raise exception 'Sparmålet finns inte längre. Tacka nej till gåvan i stället.'
      using errcode = '23514';
  end if;
  deposit := private.name_uuid('gift-pledge', pledge::text);
  insert into public.goal_deposits (id, user_id, goal_id, amount_ore, origin)
  values (deposit, link.child_id, link.goal_id, row_.amount_ore, 'gift')
  -- A deposit forged with this id becomes the gift (and the server's: read-only, no points).
  on conflict (id) do update set goal_id = excluded.goal_id, amount_ore = excluded.amount_ore,
    origin = excluded.origin, deleted = false
  where public.goal_deposits.user_id = excluded.user_id;
  update private.gift_pledges set status = 'confirmed', decided_by = me, decided_at = now(),
    deposit_id = deposit
  where id = pledge;
  perform private.notify(link.child_id, 'gift_received', 'activity',
    format('Du har fått %s till ”%s”', private.kronor(row_.amount_ore), goal.title),
    case when row_.greeting is null then format('Från %s.', row_.giver_name)
      else format('Från %s: %s', row_.giver_name, row_.greeting) end,
    '/app', 'Du har fått en gåva', 'gift_received:' || pledge);
  return 'confirmed';
end
$$;

/*
 * A guardian's view of the gift links and pledges of their family's children, newest first.
 * Only links to goals the caller may see (the child under 18, an adult sharing goals, or the goal
 * the caller set). Never the token: it was shown once, when the link was made.
 */
create function public.family_gifts() returns jsonb
language sql
stable
security definer set search_path = ''
as $$
  with mine as (
    select l.*, g.title as goal_title, p.fornamn as child_name
    from private.gift_links l
    join public.savings_goals g on g.id = l.goal_id and g.user_id = l.child_id
    join public.profiles p on p.id = l.child_id
    where (select auth.uid()) is not null and public.is_guardian_of(l.child_id)
      and (public.guardian_sees(l.child_id, 'goals') or g.set_by = (select auth.uid()))
  )
  select jsonb_build_object(
    'links', coalesce((select jsonb_agg(jsonb_build_object(
        'id', m.id, 'child_id', m.child_id, 'child_name', m.child_name, 'goal_title', m.goal_title,
        'label', m.label, 'created_at', m.created_at, 'expires_at', m.expires_at,
        'state', case when m.revoked_at is not null then 'revoked'
          when m.expires_at <= now() then 'expired' else 'active' end)
      order by m.created_at desc) from mine m), '[]'::jsonb),
    'pledges', coalesce((select jsonb_agg(jsonb_build_object(
        'id', q.id, 'link_id', q.link_id, 'link_label', m.label, 'child_name', m.child_name,
        'goal_title', m.goal_title, 'amount_ore', q.amount_ore, 'giver_name', q.giver_name,
        'greeting', q.greeting, 'status', q.status, 'created_at', q.created_at,
        'decided_at', q.decided_at)
      order by (q.status = 'pledged') desc, q.created_at desc)
      from private.gift_pledges q join mine m on m.id = q.link_id), '[]'::jsonb))
$$;

revoke all on function public.create_gift_link(uuid, uuid, integer, text),
  public.revoke_gift_link(uuid), public.gift_link_view(text),
  public.pledge_gift(text, bigint, text, text), public.decide_gift_pledge(uuid, boolean),
  public.family_gifts() from public, anon;
grant execute on function public.create_gift_link(uuid, uuid, integer, text),
  public.revoke_gift_link(uuid), public.decide_gift_pledge(uuid, boolean),
  public.family_gifts() to authenticated;
-- The relative has no account: the token is the key.
grant execute on function public.gift_link_view(text), public.pledge_gift(text, bigint, text, text)
  to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. The 18-year handover.

-- When an adult first decided (the "Du är 18 nu" flow is done).
create table private.adult_handovers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  decided_at timestamptz not null default now()
);
revoke all on private.adult_handovers from public, anon, authenticated;

create function private.sharing_labels(spending boolean, goals boolean, learning boolean)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(concat_ws(', ',
    case when spending then 'utgifter och budget' end,
    case when goals then 'sparmål' end,
    case when learning then 'lektioner, XP och ligan' end), '')
$$;

-- Tells every guardian of `child` what they see now. `first`: the summary of the first decision;
-- otherwise only what changed (nothing changed, nothing sent).
create function private.tell_sharing(child uuid, was public.user_settings,
  now_ public.user_settings, first boolean)
returns void
language plpgsql
security definer set search_path = ''
as $$
declare
  child_name text := (select p.fornamn from public.profiles p where p.id = child);
  sees text;
  hidden text;
  body text;
  guardian uuid;
begin
  if first then
    sees := private.sharing_labels(now_.share_spending, now_.share_goals, now_.share_learning);
    hidden := private.sharing_labels(not now_.share_spending, not now_.share_goals,
      not now_.share_learning);
  else
    sees := private.sharing_labels(now_.share_spending and not was.share_spending,
      now_.share_goals and not was.share_goals,
      now_.share_learning and not was.share_learning);
    hidden := private.sharing_labels(was.share_spending and not now_.share_spending,
      was.share_goals and not now_.share_goals,
      was.share_learning and not now_.share_learning);
    if sees is null and hidden is null then
      return;
    end if;
  end if;
  body := concat_ws(' ',
    case when first then format('%s är 18 och bestämmer nu själv vad familjen ser.', child_name) end,
    case when sees is not null then
      format(case when first then 'Du ser: %s.' else 'Nu ser du också: %s.' end, sees) end,
    case when hidden is not null then format('Du ser inte längre: %s.', hidden) end,
    'Uppdrag du ger och sparmål du har satt ser du som förut.');
  for guardian in select private.guardians_of(child) loop
    perform private.notify(guardian, 'sharing_changed', 'activity',
      format(case when first then '%s har bestämt vad du ser' else '%s har ändrat vad du ser' end,
        child_name),
      body, '/familj');
  end loop;
end
$$;

-- A change made straight to user_settings (the settings page) by an adult is told too; the
-- handover RPC tells it its own way (the transaction-local flag below).
create function private.user_settings_sharing_told() returns trigger
language plpgsql
security definer set search_path = ''
as $$
declare
  was public.user_settings;
begin
  if coalesce(current_setting('slantis.sharing_told', true), '') = 'on'
    or not private.is_adult(new.user_id) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    was := new;
    was.share_spending := false;
    was.share_goals := false;
    was.share_learning := false;
  else
    was := old;
  end if;
  perform private.tell_sharing(new.user_id, was, new, false);
  return null;
end
$$;
create trigger user_settings_sharing_told
after insert or update of share_spending, share_goals, share_learning on public.user_settings
for each row execute function private.user_settings_sharing_told();

/*
 * The caller's handover: whether they are 18 or older, have guardians, have decided, and what
 * they share. `{ adult, has_guardians, decided_at, guardians: [first names], shared: {spending,
 * goals, learning}, turns_18, children }`. `turns_18`: the caller's 18th birthday (null when the
 * birth date is unknown), so a teen sees when the choice opens. `children`: for a guardian, each
 * child as `{ child, first_name, adult, turns_18, decided }`, so she sees what happens at the
 * birthday; an adult child's birthday is not sent (from 18 the child decides what is shown).
 */
create function public.adult_handover() returns jsonb
language sql
stable
security definer set search_path = ''
as $$
  select jsonb_build_object(
    'adult', private.is_adult(me.id),
    'has_guardians', exists (select 1 from private.guardians_of(me.id)),
    'guardians', coalesce((select jsonb_agg(p.fornamn order by p.fornamn)
      from private.guardians_of(me.id) g (uid) join public.profiles p on p.id = g.uid), '[]'::jsonb),
    'decided_at', (select h.decided_at from private.adult_handovers h where h.user_id = me.id),
    'shared', jsonb_build_object(
      'spending', coalesce(s.share_spending, false),
      'goals', coalesce(s.share_goals, false),
      'learning', coalesce(s.share_learning, false)),
    'turns_18', (private.birth_date(me.id) + interval '18 years')::date,
    'children', coalesce((select jsonb_agg(jsonb_build_object(
        'child', c.child,
        'first_name', private.first_name(c.child),
        'adult', private.is_adult(c.child),
        'turns_18', case when not private.is_adult(c.child)
          then (private.birth_date(c.child) + interval '18 years')::date end,
        'decided', private.is_adult(c.child)
          and exists (select 1 from private.adult_handovers h where h.user_id = c.child))
      order by private.first_name(c.child), c.child)
      from private.guardians_children(me.id) c (child)), '[]'::jsonb))
  from (select private.require_user() as id) me
  left join public.user_settings s on s.user_id = me.id
$$;

/*
 * An adult's answer, one yes or no per item. Under 18 it is refused (23514): the family rules
 * apply until the birthday. The first answer is told to the guardians as a summary, later ones as
 * what changed. Returns adult_handover().
 */
create function public.decide_adult_sharing(spending boolean, goals boolean, learning boolean)
returns jsonb
language plpgsql
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
  was public.user_settings;
  now_ public.user_settings;
  first boolean;
begin
  if not private.is_adult(me) then
    raise exception 'Du bestämmer själv vad dina föräldrar ser från den dag du fyller 18.'
      using errcode = '23514';
  end if;
  if spending is null or goals is null or learning is null then
    raise exception 'Svara ja eller nej för varje del' using errcode = 'P0001';
  end if;
  select s.* into was from public.user_settings s where s.user_id = me;
  if was.user_id is null then
    was.share_spending := false;
    was.share_goals := false;
    was.share_learning := false;
  end if;
  first := not exists (select 1 from private.adult_handovers h where h.user_id = me);
  perform set_config('slantis.sharing_told', 'on', true);
  insert into public.user_settings (user_id, share_spending, share_goals, share_learning)
  values (me, spending, goals, learning)
  on conflict (user_id) do update set share_spending = excluded.share_spending,
    share_goals = excluded.share_goals, share_learning = excluded.share_learning
  returning * into now_;
  perform set_config('slantis.sharing_told', '', true);
  insert into private.adult_handovers (user_id) values (me) on conflict do nothing;
  perform private.tell_sharing(me, was, now_, first);
  return public.adult_handover();
end
$$;

revoke all on function private.sharing_labels(boolean, boolean, boolean),
  private.tell_sharing(uuid, public.user_settings, public.user_settings, boolean),
  private.user_settings_sharing_told() from public, anon, authenticated;
revoke all on function public.adult_handover(), public.decide_adult_sharing(boolean, boolean, boolean)
  from public, anon;
grant execute on function public.adult_handover(), public.decide_adult_sharing(boolean, boolean, boolean)
  to authenticated;
