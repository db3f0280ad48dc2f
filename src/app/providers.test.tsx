import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';

import { showToast } from '@/components/toast';

import { AppProviders } from './providers';

afterEach(() => act(() => notifications.clean()));

describe('AppProviders', () => {
  it('mounts the toasts only with the first toast, which then shows', async () => {
    render(
      <AppProviders>
        <p>Sidan</p>
      </AppProviders>,
    );
    expect(screen.getByText('Sidan')).toBeInTheDocument();
    // No container (portal, transitions) on a page that never shows a toast.
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => showToast('Sparat', 'Köpet är sparat.', 'success'));
    expect(await screen.findByText('Köpet är sparat.')).toBeInTheDocument();
    expect(screen.getByText('Sparat')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
