-- Issue 21 (deliverable 6): an 18+ child's hidden data reaches no guardian through any path.
--
-- From 18 a child decides what the family's guardians see (user_settings.share_spending /
-- share_goals / share_learning, all off by default; 20261122001500_families_flow.sql). That
-- migration guarded transactions, budgets, goals, deposits and lesson progress, but left XP,
-- badges, level and streaks "always visible", and the leaderboard and the prize notices never
-- asked. Which flag governs what, for every guardian of the family alike (a co-guardian is just
-- another active guardian):
--   spending  transactions, weekly budgets; parent_insights.weeks
--   goals     the child's savings goals and goal deposits; parent_insights.goals and
--             streak.saving_weeks; the saving streak on the leaderboard
--   learning  lesson progress, quiz attempts (owner-only anyway), XP events and earned badges;
--             parent_insights.learning, .xp and streak.check_in/alive; the child's row on the
--             leaderboard (level, check-in streak, badges, points, place); a guardian's notice
--             that the child won a prize (an adult winner confirms it herself)
-- Always visible to guardians, because they are the guardians' own: tasks (only a guardian creates
-- one; every guardian of the family reads and answers them, and parent_insights counts them) and a
-- savings goal a guardian set, to that guardian (its terms and progress are the promise they made).
-- Not section data: names and age group (my_family), the masked profile.
-- Under 18 the family rules apply: guardians see everything.

-- ---------------------------------------------------------------------------------------------
-- 1. What a child shares with their guardians, whoever asks: private.shares_with_guardians and
-- public.guardian_sees (the caller's question) are in 20261122001500_families_flow.sql.

-- ---------------------------------------------------------------------------------------------
-- 2. Rows: XP events and badges are learning, as lesson progress already is.

drop policy if exists "xp_events: owner or guardian reads" on public.xp_events;
drop policy if exists "xp_events: owner, or a guardian the owner shares learning with" on public.xp_events;
create policy "xp_events: owner, or a guardian the owner shares learning with"
on public.xp_events for select to authenticated
using (user_id = (select auth.uid()) or public.guardian_sees(user_id, 'learning'));

drop policy if exists "earned_badges: owner or guardian reads" on public.earned_badges;
drop policy if exists "earned_badges: owner, or a guardian the owner shares learning with" on public.earned_badges;
create policy "earned_badges: owner, or a guardian the owner shares learning with"
on public.earned_badges for select to authenticated
using (user_id = (select auth.uid()) or public.guardian_sees(user_id, 'learning'));

-- ---------------------------------------------------------------------------------------------
-- 3. The readers that ask the same question through guardian_sees / shares_with_guardians, each
-- defined once in the file that owns it:
--   public.parent_insights (20261122001503_family_insights.sql): XP, level and the check-in streak
--     are learning, the saving streak is goals (null when not shared, like the sections); tasks stay.
--   public.leaderboard (20261122001520_leaderboard_saving_streak.sql): a guardian gets a child's
--     row only where the child shares learning (level, streak, badges, points and place are
--     progress), and its saving streak only where the child shares goals. Teens in the league see
--     every row under its nickname.
--   private.tell_prize (20261125000200_competition_close.sql): a minor's guardians are always told
--     (they confirm the delivery); an adult winner's only where she shares learning.
