import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';

import { HydrationGate } from '@/components/hydration-gate';

import { shellCopy } from '../copy';

/** The landing page's search section (its quick search over everything a visitor can open). */
export const VISITOR_SEARCH_ANCHOR = 'sok';

/**
 * The header's search field. A member's query opens /search (her own data first, then lessons and
 * pages); a visitor's opens the landing page's search with the query in the URL, over the public
 * pages, courses, lessons and FAQ, with no sign-in.
 */
export function HeaderSearch({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (signedIn) void navigate({ to: '/search', search: q ? { q } : {} });
    else void navigate({ to: '/', search: q ? { q } : {}, hash: VISITOR_SEARCH_ANCHOR });
  };

  return (
    <form role="search" onSubmit={submit}>
      <HydrationGate>
        <TextInput
          type="search"
          aria-label={shellCopy.search}
          placeholder={shellCopy.searchPlaceholder}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          radius="xl"
          w={{ base: '100%', lg: 300 }}
        />
      </HydrationGate>
    </form>
  );
}
