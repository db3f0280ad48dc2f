import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';

import { render } from '@test-utils';

import * as api from './api/two-factor-api';
import { TwoFactorSection } from './components/two-factor-section';

vi.mock('./api/two-factor-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  twoFactorStatus: vi.fn(),
  verifyTotp: vi.fn(),
  unenrolTotp: vi.fn(),
}));
const mocked = vi.mocked(api);

beforeEach(() => vi.resetAllMocks());

it('asks a session that has not given the code for it before turning two-factor off', async () => {
  mocked.twoFactorStatus
    .mockResolvedValueOnce({ factorId: 'f1', needsCode: true })
    .mockResolvedValue({ factorId: null, needsCode: false });
  mocked.verifyTotp.mockImplementation((_factor, code) => Promise.resolve(code === '123456'));
  mocked.unenrolTotp.mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(<TwoFactorSection />);

  await user.click(await screen.findByRole('button', { name: 'Stäng av tvåstegsverifiering' }));
  expect(
    screen.getByText('Skriv koden från din autentiseringsapp för att stänga av.'),
  ).toBeVisible();
  expect(mocked.unenrolTotp).not.toHaveBeenCalled();

  const field = screen.getByRole('textbox');
  await user.type(field, '000000{Enter}');
  await waitFor(() => expect(mocked.verifyTotp).toHaveBeenCalledWith('f1', '000000'));
  expect(mocked.unenrolTotp).not.toHaveBeenCalled();

  await user.type(field, '123456{Enter}');
  await waitFor(() => expect(mocked.unenrolTotp).toHaveBeenCalledWith('f1'));
  expect(await screen.findByText('Tvåstegsverifieringen är avstängd.')).toBeVisible();
});
