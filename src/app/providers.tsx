import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

import { cssVariablesResolver, theme } from './theme';
import { UpdateBanner } from './update-banner';
// Mantine's global layers; each component's own CSS comes with its code (scripts/vite/mantine-css.ts).
import 'virtual:mantine-styles';
import './global.css';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <Notifications position="top-center" limit={3} />
      {children}
      <UpdateBanner />
    </MantineProvider>
  );
}
