import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, type ComponentPropsWithoutRef } from 'react';

type Props = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { lessonId: string };

/** A link to another lesson of the same course page: it only changes ?lektion=. */
export function LessonLink({ lessonId, ...props }: Props) {
  return (
    <Link
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, lektion: lessonId })}
      {...props}
    />
  );
}

/** Opens another lesson of this course page (the back button returns to the previous one). */
export function useOpenLesson() {
  const navigate = useNavigate();
  return useCallback(
    (lessonId: string, options: { replace?: boolean } = {}) =>
      navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, lektion: lessonId }),
        replace: options.replace,
        resetScroll: !options.replace,
      }),
    [navigate],
  );
}
