import { useLocation } from '@tanstack/react-router';

/** This page's path and search, optionally with another ?lektion= (for /login?redirect=). */
export function useHere(lessonId?: string): string {
  const location = useLocation();
  const pathname: string = location.pathname;
  const search: unknown = location.search;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((search ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') params.set(key, value);
  }
  if (lessonId) params.set('lektion', lessonId);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
