import { lazy, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';

import { AfterFirstScreen } from '@/components/after-first-screen';

import { cssVariablesResolver, theme } from './theme';
import { UpdateBanner } from './update-banner';
// Mantine's global layers; each component's own CSS comes with its code (scripts/vite/mantine-css.ts).
import 'virtual:mantine-styles';
import './global.css';

// Toasts shown before it arrives wait in Mantine's store and appear with it.
const Toasts = lazy(() => import('./toasts'));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <AfterFirstScreen>
        <Toasts />
      </AfterFirstScreen>
      {children}
      <UpdateBanner />
    </MantineProvider>
  );
}
