import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';

import { HydrationGate } from '@/components/hydration-gate';

import { shellCopy } from '../copy';

/** The header's search field; submitting opens /search with the query in the URL. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    void navigate({ to: '/search', search: q ? { q } : {} });
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
