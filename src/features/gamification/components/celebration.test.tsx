import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { render } from '@test-utils';

import { celebrate, clearCelebrations } from '../celebration-store';
import { CelebrationOverlay, Celebrations } from './celebration';

afterEach(() => clearCelebrations());

describe('CelebrationOverlay', () => {
  it('celebrates a new badge in its rarity colour, and the button dismisses it', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    render(
      <CelebrationOverlay
        celebration={{ kind: 'badge', badgeId: 'streak-7' }}
        onDismiss={onDismiss}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: /Ny badge!\s*Sju dagar i rad/ });
    expect(within(dialog).getByText('Sällsynt')).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-celebration', 'badge:streak-7');
    const button = within(dialog).getByRole('button', { name: 'Toppen!' });
    await waitFor(() => expect(button).toHaveFocus());
    await user.click(button);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('celebrates a new level', async () => {
    render(<CelebrationOverlay celebration={{ kind: 'level', level: 8 }} onDismiss={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: /Ny nivå!\s*Nivå 8/ });
    expect(within(dialog).getByText('Du har nått nivå 8. Fortsätt så!')).toBeInTheDocument();
  });

  it('shows nothing without a celebration, or for an unknown badge id', () => {
    const { rerender } = render(<CelebrationOverlay celebration={null} onDismiss={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <CelebrationOverlay
        celebration={{ kind: 'badge', badgeId: 'no-such' }}
        onDismiss={() => {}}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Celebrations (the queue)', () => {
  it('shows the queue one at a time, oldest first, until it is empty', async () => {
    const user = userEvent.setup();
    render(<Celebrations />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      celebrate({ kind: 'badge', badgeId: 'first-purchase' });
      celebrate({ kind: 'level', level: 2 });
    });
    await screen.findByRole('dialog', { name: /Ny badge!\s*Första köpet/ });
    await user.click(screen.getByRole('button', { name: 'Toppen!' }));
    await screen.findByRole('dialog', { name: /Ny nivå!\s*Nivå 2/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
