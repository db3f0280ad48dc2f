import type { OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';

import { appCodeSplitting, planFromChunks } from './chunk-groups';

const chunk = (
  fileName: string,
  moduleIds: string[],
  links: { imports?: string[]; dynamicImports?: string[]; entry?: boolean } = {},
) =>
  ({
    fileName,
    moduleIds,
    facadeModuleId: moduleIds[0] ?? null,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    isEntry: links.entry ?? false,
  }) as unknown as OutputChunk;

describe('planFromChunks', () => {
  const chunks = [
    chunk('index.js', ['/app/src/main.tsx', '/app/src/routeTree.gen.ts'], {
      imports: ['shared.js'],
      dynamicImports: ['member.js', 'home.js', 'form.js', 'login.js', 'sync.js', 'toasts.js'],
      entry: true,
    }),
    chunk('shared.js', ['/app/node_modules/@mantine/core/Box.mjs']),
    chunk('member.js', ['/app/src/routes/_member.tsx?tsr-split=component'], {
      imports: ['shared.js', 'dexie.js'],
      dynamicImports: ['more.js', 'friends.js'],
    }),
    chunk('dexie.js', ['/app/node_modules/dexie/import-wrapper.mjs']),
    chunk('home.js', ['/app/src/routes/-member-home-page.tsx'], {
      imports: ['dexie.js', 'cards.js'],
    }),
    chunk('cards.js', ['/app/src/features/money-goals/components/budget-card.tsx']),
    chunk('form.js', ['/app/src/routes/_member/add-transaction.tsx?tsr-split=component'], {
      imports: ['dexie.js', 'fields.js', 'use-form.js'],
    }),
    chunk('fields.js', ['/app/src/features/transactions/components/transaction-fields.tsx']),
    chunk('use-form.js', ['/app/node_modules/@mantine/form/use-form.mjs']),
    chunk('more.js', ['/app/src/routes/-member-home-more.tsx'], { imports: ['tabs.js'] }),
    chunk('tabs.js', ['/app/node_modules/@mantine/core/Tabs.mjs'], { imports: ['portal.js'] }),
    chunk('toasts.js', ['/app/src/app/toasts.tsx'], { imports: ['portal.js'] }),
    chunk('portal.js', ['/app/node_modules/@mantine/core/Portal.mjs']),
    chunk('friends.js', ['/app/src/routes/_member/vanner.tsx?tsr-split=component']),
    chunk('login.js', ['/app/src/routes/_public/login.tsx?tsr-split=component'], {
      imports: ['use-form.js'],
    }),
    chunk('sync.js', ['/app/src/data/sync/index.ts'], { imports: ['supabase.js'] }),
    chunk('supabase.js', ['/app/node_modules/@supabase/supabase-js/index.mjs']),
  ];
  const plan = planFromChunks(chunks);

  it("puts what the entry loads in 'start', and what a member's first screen adds in 'member'", () => {
    expect(plan.get('/app/src/main.tsx')).toBe('start');
    expect(plan.get('/app/node_modules/@mantine/core/Box.mjs')).toBe('start');
    expect(plan.get('/app/src/routes/_member.tsx?tsr-split=component')).toBe('member');
    expect(plan.get('/app/node_modules/dexie/import-wrapper.mjs')).toBe('member');
    // Both start screens read the database: the member frame's group has it.
    expect(plan.get('/app/src/routes/-member-home-page.tsx')).toBe('home');
  });

  it('gives each start screen a group of its own, so neither loads the other', () => {
    expect(plan.get('/app/src/features/money-goals/components/budget-card.tsx')).toBe('home');
    expect(plan.get('/app/src/routes/_member/add-transaction.tsx?tsr-split=component')).toBe(
      'form',
    );
    expect(plan.get('/app/src/features/transactions/components/transaction-fields.tsx')).toBe(
      'form',
    );
    // The form library serves the sign-in page too: a file visitors share, not the member's.
    expect(plan.get('/app/node_modules/@mantine/form/use-form.mjs')).toBe('form-ui');
  });

  it("puts what the start imports lazily (not a page) in 'later', with what that needs", () => {
    expect(plan.get('/app/src/routes/-member-home-more.tsx')).toBe('later');
    expect(plan.get('/app/node_modules/@mantine/core/Tabs.mjs')).toBe('later');
    expect(plan.get('/app/src/data/sync/index.ts')).toBe('later');
    expect(plan.get('/app/node_modules/@supabase/supabase-js/index.mjs')).toBe('later');
  });

  it("keeps what every page loads after its first screen out of the member's 'later'", () => {
    expect(plan.get('/app/src/app/toasts.tsx')).toBe('after');
    // Shared with the dashboard below the fold, yet a visitor's toasts must not fetch `later`.
    expect(plan.get('/app/node_modules/@mantine/core/Portal.mjs')).toBe('after');
  });

  it('leaves other pages to chunks of their own', () => {
    expect(plan.has('/app/src/routes/_member/vanner.tsx?tsr-split=component')).toBe(false);
    expect(plan.has('/app/src/routes/_public/login.tsx?tsr-split=component')).toBe(false);
  });

  it('groups the planned steps after the libraries, earliest first', () => {
    const names = appCodeSplitting(plan).groups.map((group) => group.name);
    expect(names).toEqual([
      'react',
      'router',
      'supabase',
      'start',
      'shared',
      'member',
      'home',
      'form',
      'home-ui',
      'form-ui',
      'after',
      'later',
      'visitor-ui',
    ]);
    expect(appCodeSplitting(null).groups.map((group) => group.name)).toEqual([
      'react',
      'router',
      'supabase',
    ]);
  });
});
