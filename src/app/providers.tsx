import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';

import { cssVariablesResolver, theme } from './theme';
import { UpdateBanner } from './update-banner';
// Mantine's global layers; each component's own CSS comes with its code (scripts/vite/mantine-css.ts).
import 'virtual:mantine-styles';
import './global.css';

const Notifications = lazy(() =>
  import('./toasts').then((module) => ({ default: module.Notifications })),
);

/**
 * The toasts' container (with its transitions and scroll handling) loads with the first toast:
 * most visits never show one. A toast shown before it arrives waits in Mantine's store.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" limit={3} />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <Toasts />
      {children}
      <UpdateBanner />
    </MantineProvider>
  );
}
