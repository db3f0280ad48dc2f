import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { RemoteError } from '@/data/remote/rpc';
import { render } from '@test-utils';

import * as api from './api/profile-api';
import { DataCard } from './components/data-card';

vi.mock('./api/profile-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  deleteMyAccount: vi.fn(),
}));

afterEach(() => notifications.clean());

describe('Radera konto', () => {
  it('the guardian who pays for Familj hears what to do first, and stays signed in', async () => {
    const sentence =
      'Säg upp Familj först under Familj → Familjens plan, så dras inget mer efter att kontot är borttaget.';
    vi.mocked(api.deleteMyAccount).mockRejectedValue(new RemoteError('plan_renews', sentence));
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    render(<DataCard onDeleted={onDeleted} />);
    await user.click(screen.getByRole('button', { name: 'Radera konto' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Skriv RADERA för att bekräfta' }),
      'RADERA',
    );
    await user.click(screen.getByRole('button', { name: 'Radera mitt konto' }));
    expect(await screen.findByText('Kontot är inte raderat')).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
