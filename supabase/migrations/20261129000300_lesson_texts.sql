-- Member lessons for members (issue 41 §9). A lesson a visitor may read (every free lesson and the
-- first of each public course) is a public static file of the app; every other lesson's text,
-- 'Testa själv' and quiz (with its explanations, so also its answers) lives only here and reaches
-- a signed-in member through public.lesson_texts, which the app keeps on the device (IndexedDB)
-- for offline reading. The table private.lesson_texts is created with the catalogue
-- (20261122001400_gamification_rules.sql) and filled from content/courses by
-- scripts/gen-gamification-sql.ts in the generated migration, with private.lesson_texts_version
-- (the version the app's build carries, so a device knows when its stored copies are out of date).
--
-- Owns: private.may_read_lesson and public.lesson_texts.

-- Whether a signed-in user may read a lesson of a course with this audience (the app's lessonLock
-- for a signed-in viewer, src/content/locking.ts): the family-tools course is for parents.
create function private.may_read_lesson(uid uuid, audience text) returns boolean
language sql
stable
security definer set search_path = ''
as $$
  select uid is not null and (audience <> 'parent'
    or (select p.roll from public.profiles p where p.id = uid) = 'foralder')
$$;
revoke all on function private.may_read_lesson(uuid, text) from public, anon, authenticated;

-- The texts of the asked lessons the caller may read: { version, lessons: { <id>: content } }.
-- A lesson the caller may not read (a parents' lesson for a teen) or that does not exist is
-- simply absent. At most 200 ids a call (the whole catalogue is about 100 lessons).
create function public.lesson_texts(lesson_ids text[]) returns jsonb
language plpgsql
stable
security definer set search_path = ''
as $$
declare
  me constant uuid := private.require_user();
begin
  if coalesce(cardinality(lesson_ids), 0) > 200 then
    raise exception 'Högst 200 lektioner åt gången' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'version', private.lesson_texts_version(),
    'lessons', coalesce((
      select jsonb_object_agg(t.lesson_id, t.content)
      from private.lesson_texts t
      join private.catalog_lessons l on l.id = t.lesson_id
      join private.catalog_courses c on c.id = l.course_id
      where t.lesson_id = any (lesson_ids) and private.may_read_lesson(me, c.audience)
    ), '{}'::jsonb));
end
$$;
revoke all on function public.lesson_texts(text[]) from public, anon;
grant execute on function public.lesson_texts(text[]) to authenticated;
