import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

import { createAppRouter } from '@/app/router';
import { cssVariablesResolver, theme } from '@/app/theme';

function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications />
      {children}
    </MantineProvider>
  );
}

/** Renders a component inside the Slantis Mantine theme. */
export function render(ui: ReactElement) {
  return testingLibraryRender(ui, { wrapper: TestProviders });
}

/** Renders the whole app router at `path`, with in-memory history. */
export function renderApp(path: string) {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
  });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}
