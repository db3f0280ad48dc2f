-- Demo data for local development (runs after the migrations, as superuser; never deployed).
-- A family: Anna (parent) with Elsa, 15, and Omar, 17. Password for all three: Slantis2026.
-- Dates are relative to now(), so the data always looks fresh. Amounts are öre.
-- Elsa and Omar take part in 'Månadens Tävling'; Elsa has saved 1 450 kr this month (relative to
-- the start of the Stockholm month, so that holds on any day), which puts her first of the two.
-- Running it twice is harmless: it stops when the demo users already exist.

do $seed$
declare
  anna constant uuid := '5a1a0000-0000-4000-8000-00000000a001';
  elsa constant uuid := '5a1a0000-0000-4000-8000-00000000e001';
  omar constant uuid := '5a1a0000-0000-4000-8000-00000000f001';
  family constant uuid := '5a1a0000-0000-4000-8000-0000000fa001';
  elsa_goal constant uuid := '5a1a0000-0000-4000-8000-0000000e0a01';
  omar_goal constant uuid := '5a1a0000-0000-4000-8000-0000000f0a01';
  -- Monday of the current week, Stockholm time.
  week_start date := date_trunc('week', now() at time zone 'Europe/Stockholm')::date;
  week_start_at timestamptz := (date_trunc('week', now() at time zone 'Europe/Stockholm'))
    at time zone 'Europe/Stockholm';
  so_far interval := now() - week_start_at;
  -- The first moment of the current month, Stockholm time, and how much of the month has passed.
  month_start_at timestamptz := (date_trunc('month', now() at time zone 'Europe/Stockholm'))
    at time zone 'Europe/Stockholm';
  month_so_far interval := now() - month_start_at;
  elsa_deposits constant uuid[] := array['5a1a0000-0000-4000-8000-0000000e0d01',
    '5a1a0000-0000-4000-8000-0000000e0d02', '5a1a0000-0000-4000-8000-0000000e0d03']::uuid[];
begin
  if exists (select 1 from auth.users where id = anna) then
    return;
  end if;

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
    extensions.crypt('Slantis2026', extensions.gen_salt('bf')), now() - interval '60 days',
    '', '', '', '',
    '{"provider": "email", "providers": ["email"]}'::jsonb, u.meta,
    now() - interval '60 days', now() - interval '60 days'
  from (values
    (anna, 'anna.demo@example.com', '{"fornamn": "Anna", "efternamn": "Lindqvist",
      "personnummer": "19820314-2388", "mobilnummer": "070-123 45 67",
      "adress": "Storgatan 12, 113 51 Stockholm", "roll": "foralder"}'::jsonb),
    (elsa, 'elsa.demo@example.com', '{"fornamn": "Elsa", "efternamn": "Lindqvist",
      "personnummer": "20110315-2383", "mobilnummer": "0731234568",
      "adress": "Storgatan 12, 113 51 Stockholm", "roll": "barn"}'::jsonb),
    (omar, 'omar.demo@example.com', '{"fornamn": "Omar", "efternamn": "Lindqvist",
      "personnummer": "20090822-2391", "mobilnummer": "+46 76 234 56 78",
      "adress": "Storgatan 12, 113 51 Stockholm", "roll": "barn"}'::jsonb)
  ) as u (id, email, meta);

  insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at,
    created_at, updated_at)
  select u.id::text, u.id,
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
    'email', now() - interval '1 day', now() - interval '60 days', now() - interval '60 days'
  from auth.users u
  where u.id in (anna, elsa, omar);

  insert into public.families (id, name, created_by, created_at)
  values (family, 'Familjen Lindqvist', anna, now() - interval '60 days');
  insert into public.family_members (family_id, user_id, member_role, status, created_at)
  values
    (family, anna, 'guardian', 'active', now() - interval '60 days'),
    (family, elsa, 'child', 'active', now() - interval '59 days'),
    (family, omar, 'child', 'active', now() - interval '59 days');

  -- Elsa, this week: 850 kr of her 1 200 kr budget spent.
  insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at)
  select gen_random_uuid(), elsa, t.type, t.category, t.description, t.amount_ore,
    week_start_at + so_far * t.at
  from (values
    ('income', 'income', 'Veckopeng', 30000, 0.02),
    ('expense', 'food', 'ICA Nära – mellanmål', 12450, 0.10),
    ('expense', 'food', 'Pressbyrån – festis och bulle', 4500, 0.20),
    ('expense', 'entertainment', 'Spotify Premium Student', 6500, 0.30),
    ('expense', 'food', 'Max – meny med vänner', 11900, 0.45),
    ('expense', 'entertainment', 'Bio på Filmstaden', 14500, 0.60),
    ('expense', 'shopping', 'H&M – tröja', 29900, 0.75),
    ('expense', 'health', 'Apotek Hjärtat – plåster och läppbalsam', 5250, 0.90)
  ) as t (type, category, description, amount_ore, at);

  -- Earlier weeks for both teens: weekly pocket money and everyday spending.
  insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at)
  select gen_random_uuid(), who.id, t.type, t.category, t.description,
    round(t.amount_ore * who.scale)::bigint,
    week_start_at - make_interval(weeks => w) + make_interval(days => t.day, hours => t.hour)
  from generate_series(1, 5) as w
  cross join (values (elsa, 1.0), (omar, 1.3)) as who (id, scale)
  cross join (values
    ('income', 'income', 'Veckopeng', 30000, 0, 8),
    ('expense', 'food', 'Pressbyrån – dricka och godis', 3900, 0, 15),
    ('expense', 'food', 'ICA Kvantum – lunch', 8900, 1, 12),
    ('expense', 'transport', 'SL – enkelbiljett', 2600, 2, 17),
    ('expense', 'entertainment', 'Steam – spel på rea', 9900, 3, 20),
    ('expense', 'shopping', 'Normal – smink och hårsnoddar', 7900, 4, 16),
    ('expense', 'food', 'Espresso House – chai latte', 5400, 5, 14),
    ('expense', 'entertainment', 'Bowling med klassen', 12000, 5, 18)
  ) as t (type, category, description, amount_ore, day, hour);

  insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at)
  values
    (gen_random_uuid(), omar, 'expense', 'transport', 'SL-kort 30 dagar ungdom', 65000, now() - interval '12 days'),
    (gen_random_uuid(), omar, 'income', 'income', 'Lön – extrajobb på Coop', 180000, now() - interval '9 days'),
    (gen_random_uuid(), omar, 'expense', 'food', 'Pressbyrån – kaffe och macka', 6200, now() - interval '2 days'),
    (gen_random_uuid(), omar, 'expense', 'housing', 'Bidrag till hemmets bredband', 10000, now() - interval '20 days'),
    (gen_random_uuid(), elsa, 'income', 'income', 'Födelsedagspengar från mormor', 50000, now() - interval '30 days');

  insert into public.weekly_budgets (id, user_id, week_start, limit_ore)
  select gen_random_uuid(), who.id, week_start - 7 * w, who.limit_ore
  from generate_series(0, 5) as w
  cross join (values (elsa, 120000), (omar, 150000)) as who (id, limit_ore);

  insert into public.savings_goals (id, user_id, title, target_ore, saved_ore, target_date, set_by,
    match_percent, created_at)
  values
    (elsa_goal, elsa, 'Hörlurar', 500000, 240000, (now() + interval '3 months')::date, null, null,
      now() - interval '50 days'),
    (omar_goal, omar, 'Körkort', 1500000, 420000, (now() + interval '10 months')::date, anna, 50,
      now() - interval '45 days');

  -- Elsa: 950 kr before this month and 1 450 kr in it (2 400 kr in all); Omar: 3 000 kr before this
  -- month and 1 200 kr in it. Both goals started long enough ago for every date here.
  insert into public.goal_deposits (id, user_id, goal_id, amount_ore, created_at)
  values
    (gen_random_uuid(), elsa, elsa_goal, 50000, month_start_at - interval '18 days'),
    (gen_random_uuid(), elsa, elsa_goal, 45000, month_start_at - interval '4 days'),
    (elsa_deposits[1], elsa, elsa_goal, 60000, month_start_at + month_so_far * 0.2),
    (elsa_deposits[2], elsa, elsa_goal, 50000, month_start_at + month_so_far * 0.55),
    (elsa_deposits[3], elsa, elsa_goal, 35000, month_start_at + month_so_far * 0.9),
    (gen_random_uuid(), omar, omar_goal, 300000, month_start_at - interval '10 days'),
    (gen_random_uuid(), omar, omar_goal, 120000, month_start_at + month_so_far * 0.5);

  -- Elsa's XP adds up to 2 840 (level 7, spec §9). The older rows predate the XP rules of
  -- docs/gamification.md (bigger amounts, retired kinds such as 'streak'): the seed runs as the
  -- owner, whom the xp_events check trusts, and the competition counts any award at most at its
  -- rule's maximum.
  insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
  select gen_random_uuid(), elsa, x.kind, x.amount, x.source_id, now() - make_interval(days => x.days_ago)
  from (values
    ('lesson_completed', 150, 'budgetering-101', 40),
    ('lesson_completed', 200, 'sparande-for-nyborjare', 33),
    ('lesson_completed', 120, 'ekonomiska-begrepp', 20),
    ('streak', 300, 'streak-7', 30),
    ('streak', 180, 'streak-14', 23)
  ) as x (kind, amount, source_id, days_ago)
  union all
  select gen_random_uuid(), elsa, 'budget_kept', 250, 'week-' || (week_start - 7 * w)::text,
    now() - make_interval(weeks => w)
  from generate_series(1, 5) as w
  union all
  select gen_random_uuid(), elsa, 'goal_deposit', 100, 'deposit-' || d, now() - make_interval(days => 7 * d)
  from generate_series(1, 4) as d
  -- This month's three deposits (3 × 10) and her latest 42 purchases and incomes (42 × 5), with
  -- their real sources, as the xp_events check wants them.
  union all
  select gen_random_uuid(), elsa, 'goal_deposit', 10, d.id::text, d.created_at
  from public.goal_deposits d
  where d.id = any (elsa_deposits)
  union all
  select gen_random_uuid(), elsa, 'purchase_logged', 5, t.id::text, t.occurred_at
  from (select id, occurred_at from public.transactions where user_id = elsa
    order by occurred_at desc limit 42) as t;

  insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
  values
    (gen_random_uuid(), omar, 'lesson_completed', 150, 'budgetering-101', now() - interval '15 days'),
    (gen_random_uuid(), omar, 'goal_deposit', 100, 'deposit-1', now() - interval '9 days');

  insert into public.earned_badges (id, user_id, badge_id, earned_at)
  values
    (gen_random_uuid(), elsa, 'first-save', now() - interval '35 days'),
    (gen_random_uuid(), elsa, 'budget-master', now() - interval '14 days'),
    (gen_random_uuid(), elsa, 'first-lesson', now() - interval '40 days'),
    (gen_random_uuid(), elsa, 'streak-7', now() - interval '30 days'),
    (gen_random_uuid(), omar, 'first-save', now() - interval '30 days');

  -- Månadens Tävling: the teens opt in (the trigger derives 'Elsa L.' and 'Omar L.').
  insert into public.competition_participants (user_id, joined_at)
  values (elsa, now() - interval '40 days'), (omar, now() - interval '35 days');

  insert into public.lesson_progress (id, user_id, lesson_id, completed_at, best_score, attempts)
  values
    (gen_random_uuid(), elsa, 'budgetering-101', now() - interval '40 days', 90, 1),
    (gen_random_uuid(), elsa, 'sparande-for-nyborjare', now() - interval '33 days', 100, 2),
    (gen_random_uuid(), elsa, 'ekonomiska-begrepp', now() - interval '20 days', 80, 1),
    (gen_random_uuid(), elsa, 'banktjanster-for-unga', null, 40, 1),
    (gen_random_uuid(), omar, 'budgetering-101', now() - interval '15 days', 70, 3);

  insert into public.tasks (id, user_id, created_by, title, reward_ore, reward_xp, due_date, status)
  values
    (gen_random_uuid(), elsa, anna, 'Damma av i vardagsrummet', 5000, 50, week_start + 6, 'open'),
    (gen_random_uuid(), elsa, anna, 'Handla till middagen', 3000, 30, week_start + 4, 'done'),
    (gen_random_uuid(), omar, anna, 'Klippa gräset', 10000, 80, week_start - 2, 'approved'),
    (gen_random_uuid(), omar, anna, 'Tvätta bilen', 8000, 60, week_start + 5, 'open');
end
$seed$;
