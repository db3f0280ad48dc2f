-- Demo data for local development (runs after the migrations, as superuser; never deployed).
-- A family: Anna (parent) with Elsa, 15, and Omar, 17. Password for all three: Slantis2026.
-- Dates are relative to now(), so the data always looks fresh. Amounts are öre.
-- Elsa and Omar take part in 'Månadens Tävling'; Elsa has saved 1 450 kr this month (relative to
-- the start of the Stockholm month, so that holds on any day), which puts her first of the two.
-- Every XP award and badge follows the rules (docs/gamification.md): the seed runs as the owner,
-- whom the server checks trust, so it checks itself at the end (Elsa: 2 840 effective XP, level 7
-- with 340/500, every badge earned by the server's own counts).
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
  -- Elsa's deposits: two before this month, three in it.
  elsa_deposits constant uuid[] := array['5a1a0000-0000-4000-8000-0000000e0d04',
    '5a1a0000-0000-4000-8000-0000000e0d05', '5a1a0000-0000-4000-8000-0000000e0d01',
    '5a1a0000-0000-4000-8000-0000000e0d02', '5a1a0000-0000-4000-8000-0000000e0d03']::uuid[];
  omar_deposits constant uuid[] := array['5a1a0000-0000-4000-8000-0000000f0d01',
    '5a1a0000-0000-4000-8000-0000000f0d02']::uuid[];
  -- Tasks Anna approved: Elsa's three and Omar's lawn.
  elsa_tasks constant uuid[] := array['5a1a0000-0000-4000-8000-0000000e0b01',
    '5a1a0000-0000-4000-8000-0000000e0b02', '5a1a0000-0000-4000-8000-0000000e0b03']::uuid[];
  omar_task constant uuid := '5a1a0000-0000-4000-8000-0000000f0b01';
  -- Elsa's check-in streak: every day of the five weeks before this one (purchases Monday to
  -- Saturday, a no-spend day on Sunday), and on into this week.
  streak_start constant date := week_start - 35;
  -- The courses Elsa has finished, in the order she took them; then the first lesson of
  -- 'Banktjänster för unga' (the second one is begun, its quiz not passed).
  elsa_courses constant text[] := array['budgetering-101', 'sparande-for-nyborjare',
    'kom-igang-med-slantis', 'gratis-lektioner', 'ekonomiska-begrepp', 'sakerhet', 'forsakringar',
    'lan-och-krediter'];
  stats jsonb;
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
  insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at,
    created_at)
  select gen_random_uuid(), elsa, t.type, t.category, t.description, t.amount_ore,
    week_start_at + so_far * t.at, week_start_at + so_far * t.at
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
  insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at,
    created_at)
  select gen_random_uuid(), who.id, t.type, t.category, t.description,
    round(t.amount_ore * who.scale)::bigint,
    week_start_at - make_interval(weeks => w) + make_interval(days => t.day, hours => t.hour),
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

  insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at,
    created_at)
  select v.id, v.uid, v.type, v.category, v.description, v.amount_ore, v.at, v.at
  from (values
    (gen_random_uuid(), omar, 'expense', 'transport', 'SL-kort 30 dagar ungdom', 65000, now() - interval '12 days'),
    (gen_random_uuid(), omar, 'income', 'income', 'Lön – extrajobb på Coop', 180000, now() - interval '9 days'),
    (gen_random_uuid(), omar, 'expense', 'food', 'Pressbyrån – kaffe och macka', 6200, now() - interval '2 days'),
    (gen_random_uuid(), omar, 'expense', 'housing', 'Bidrag till hemmets bredband', 10000, now() - interval '20 days'),
    (gen_random_uuid(), elsa, 'income', 'income', 'Födelsedagspengar från mormor', 50000, now() - interval '30 days')
  ) as v (id, uid, type, category, description, amount_ore, at);

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
    (elsa_deposits[1], elsa, elsa_goal, 50000, month_start_at - interval '18 days'),
    (elsa_deposits[2], elsa, elsa_goal, 45000, month_start_at - interval '4 days'),
    (elsa_deposits[3], elsa, elsa_goal, 60000, month_start_at + month_so_far * 0.2),
    (elsa_deposits[4], elsa, elsa_goal, 50000, month_start_at + month_so_far * 0.55),
    (elsa_deposits[5], elsa, elsa_goal, 35000, month_start_at + month_so_far * 0.9),
    (omar_deposits[1], omar, omar_goal, 300000, month_start_at - interval '10 days'),
    (omar_deposits[2], omar, omar_goal, 120000, month_start_at + month_so_far * 0.5);
  -- Anna has confirmed the deposits of the weeks before this one (issue 40 §6); this week's wait
  -- for her on the parent home.
  update public.goal_deposits set confirmed_by = anna, confirmed_at = week_start_at
  where user_id in (elsa, omar) and created_at < week_start_at;

  insert into public.tasks (id, user_id, created_by, title, reward_ore, reward_xp, due_date, status)
  values
    (gen_random_uuid(), elsa, anna, 'Damma av i vardagsrummet', 5000, 50, week_start + 6, 'open'),
    (gen_random_uuid(), elsa, anna, 'Handla till middagen', 3000, 30, week_start + 4, 'done'),
    (elsa_tasks[1], elsa, anna, 'Städa rummet', 4000, 50, week_start - 30, 'approved'),
    (elsa_tasks[2], elsa, anna, 'Plocka ur diskmaskinen', 3000, 40, week_start - 16, 'approved'),
    (elsa_tasks[3], elsa, anna, 'Klippa häcken', 8000, 80, week_start - 9, 'approved'),
    (omar_task, omar, anna, 'Klippa gräset', 10000, 80, week_start - 2, 'approved'),
    (gen_random_uuid(), omar, anna, 'Tvätta bilen', 8000, 60, week_start + 5, 'open');

  -- Elsa's lessons: every lesson of the finished courses, one or two a day over the five weeks
  -- before this one; quizzes 80–100 %.
  insert into public.lesson_progress (id, user_id, lesson_id, completed_at, best_score, attempts)
  select gen_random_uuid(), elsa, l.id,
    week_start_at - interval '35 days'
      + make_interval(days => ((l.n - 1) * 35 / 48)::integer, hours => (16 + l.n % 3)::integer),
    case when l.n % 4 = 0 then 80 else 100 end, 1 + (l.n % 4 = 0)::integer
  from (
    select cl.id,
      row_number() over (order by array_position(elsa_courses, cl.course_id), cl.position) as n
    from private.catalog_lessons cl
    where cl.course_id = any (elsa_courses) or cl.id = 'banktjanster-for-unga-konto-och-kort'
  ) l;
  insert into public.lesson_progress (id, user_id, lesson_id, completed_at, best_score, attempts)
  values
    (gen_random_uuid(), elsa, 'banktjanster-for-unga-swish', null, 40, 1),
    (gen_random_uuid(), omar, 'budgetering-101-vad-ar-en-budget', now() - interval '15 days', 70, 3);

  -- Elsa's XP: 2 840 (level 7 with 340 of 500, spec §9), every award as the app gives it:
  --   205  purchase_logged   her 41 purchases and incomes before this week, 5 each (≤ 3 a day)
  --    30  goal_deposit      the first deposit of three different days
  --    25  goal_milestone    the goal passed 25 %
  --   250  budget_kept       the five weeks before this one (spent 506 of 1 200 kr each)
  --    25  no_spend_day      the five Sundays
  --   125  streak_milestone  7 and 30 days in a row (the streak that began five weeks ago)
  --  2010  learning          48 lessons (10 + 15 for the quiz each) and 8 courses' XP
  --   170  task_approved     three tasks Anna approved
  insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
  select gen_random_uuid(), elsa, 'purchase_logged', 5, t.id::text, t.occurred_at
  from public.transactions t
  where t.user_id = elsa and t.occurred_at < week_start_at
  union all
  select gen_random_uuid(), elsa, 'goal_deposit', 10, d.id::text, d.created_at
  from public.goal_deposits d
  where d.id = any (elsa_deposits[1:3])
  union all
  select gen_random_uuid(), elsa, 'goal_milestone', 25, elsa_goal::text || ':25', d.created_at
  from public.goal_deposits d
  where d.id = elsa_deposits[3]
  union all
  select gen_random_uuid(), elsa, 'budget_kept', 50, to_char(week_start - 7 * w, 'IYYY-"W"IW'),
    least(now(),
      (week_start - 7 * (w - 1))::timestamp at time zone 'Europe/Stockholm' + interval '7 hours')
  from generate_series(1, 5) as w
  union all
  select gen_random_uuid(), elsa, 'no_spend_day', 5, to_char(week_start - 7 * w + 6, 'YYYY-MM-DD'),
    (week_start - 7 * w + 6)::timestamp at time zone 'Europe/Stockholm' + interval '20 hours'
  from generate_series(1, 5) as w
  union all
  select gen_random_uuid(), elsa, 'streak_milestone', m.xp,
    'streak:' || to_char(streak_start, 'YYYY-MM-DD') || ':' || m.days,
    (streak_start + m.days - 1)::timestamp at time zone 'Europe/Stockholm' + interval '21 hours'
  from (values (7, 25), (30, 100)) as m (days, xp)
  union all
  select gen_random_uuid(), elsa, k.kind, k.xp, l.lesson_id, l.completed_at
  from public.lesson_progress l
  cross join (values ('lesson_completed', 10), ('quiz_passed', 15)) as k (kind, xp)
  where l.user_id = elsa and l.completed_at is not null
  union all
  select gen_random_uuid(), elsa, 'course_completed', c.xp, c.id, (
      select max(l.completed_at) from public.lesson_progress l
      join private.catalog_lessons cl on cl.id = l.lesson_id
      where l.user_id = elsa and cl.course_id = c.id)
  from private.catalog_courses c
  where c.id = any (elsa_courses)
  union all
  select gen_random_uuid(), elsa, 'task_approved', t.reward_xp, t.id::text,
    t.due_date::timestamp at time zone 'Europe/Stockholm' + interval '19 hours'
  from public.tasks t
  where t.id = any (elsa_tasks);

  -- Omar: 125 XP (a lesson and its quiz, two deposit days, the lawn).
  insert into public.xp_events (id, user_id, kind, amount, source_id, created_at)
  values
    (gen_random_uuid(), omar, 'lesson_completed', 10, 'budgetering-101-vad-ar-en-budget', now() - interval '15 days'),
    (gen_random_uuid(), omar, 'quiz_passed', 15, 'budgetering-101-vad-ar-en-budget', now() - interval '15 days'),
    (gen_random_uuid(), omar, 'goal_deposit', 10, omar_deposits[1]::text, month_start_at - interval '10 days'),
    (gen_random_uuid(), omar, 'goal_deposit', 10, omar_deposits[2]::text, month_start_at + month_so_far * 0.5),
    (gen_random_uuid(), omar, 'task_approved', 80, omar_task::text,
      (week_start - 2)::timestamp at time zone 'Europe/Stockholm' + interval '19 hours');

  insert into public.earned_badges (id, user_id, badge_id, earned_at)
  values
    (gen_random_uuid(), elsa, 'first-save', month_start_at - interval '18 days'),
    (gen_random_uuid(), elsa, 'budget-master',
      (week_start - 28)::timestamp at time zone 'Europe/Stockholm' + interval '7 hours'),
    (gen_random_uuid(), elsa, 'first-lesson', week_start_at - interval '35 days' + interval '16 hours'),
    (gen_random_uuid(), elsa, 'streak-7',
      (streak_start + 6)::timestamp at time zone 'Europe/Stockholm' + interval '21 hours'),
    (gen_random_uuid(), omar, 'first-save', month_start_at - interval '10 days');

  -- Every other badge their history earns, by the server's own counts (as check_earned_badge
  -- judges), so the app finds nothing left to award when they sign in.
  insert into public.earned_badges (id, user_id, badge_id, earned_at)
  select gen_random_uuid(), u.uid, c.id, now() - interval '1 day'
  from unnest(array[elsa, omar]) as u(uid)
  cross join lateral (select private.behaviour_stats(u.uid, private.stockholm_today())) as s(stats)
  join private.catalog_badges c on coalesce((s.stats ->> c.stat)::integer, 0) >= case c.rule_type
      when 'atLeast' then c.target
      else greatest(coalesce((s.stats ->> c.total)::integer, 0), 1)
    end
  on conflict (user_id, badge_id) do nothing;

  -- Månadens Tävling: the teens opt in under the nicknames they picked (league_nicknames).
  insert into public.competition_participants (user_id, joined_at, nickname_adjective, nickname_animal)
  values (elsa, now() - interval '40 days', 'Modig', 'Utter'),
    (omar, now() - interval '35 days', 'Klok', 'Räv');

  -- The server trusts the owner, so the seed checks itself against the server's own rules.
  if private.xp_total(elsa) <> 2840 or private.xp_total(omar) <> 125 then
    raise exception 'seed: effective XP is % for Elsa (want 2 840) and % for Omar (want 125)',
      private.xp_total(elsa), private.xp_total(omar);
  end if;
  for stats in
    select private.behaviour_stats(b.user_id, private.stockholm_today()) || jsonb_build_object(
        'badge', b.badge_id, 'stat', c.stat, 'target', c.target)
    from public.earned_badges b
    join private.catalog_badges c on c.id = b.badge_id
    where b.user_id in (elsa, omar)
  loop
    if (stats ->> (stats ->> 'stat'))::integer < (stats ->> 'target')::integer then
      raise exception 'seed: badge % is not earned by the server''s counts', stats ->> 'badge';
    end if;
  end loop;
end
$seed$;
