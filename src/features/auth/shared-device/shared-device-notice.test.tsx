import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { render } from '@test-utils';

import { forgetAccountOnThisDevice } from '../session/forget-account';
import { sharedDeviceCopy as copy } from './copy';
import { SharedDeviceNotice } from './shared-device-notice';
import { rememberSignedOutUser, signedOutUser } from './signed-out-user';

vi.mock('../session/forget-account', () => ({ forgetAccountOnThisDevice: vi.fn() }));
const forget = vi.mocked(forgetAccountOnThisDevice);

afterEach(() => {
  window.sessionStorage.clear();
  forget.mockReset();
});

describe('SharedDeviceNotice', () => {
  it('wipes the signed-out user’s data and says so', async () => {
    rememberSignedOutUser('user-1');
    forget.mockResolvedValue(undefined);
    render(<SharedDeviceNotice />);
    await userEvent.click(screen.getByRole('button', { name: copy.wipe }));
    expect(forget).toHaveBeenCalledWith('user-1');
    expect(await screen.findByText(copy.wiped)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.wipe })).not.toBeInTheDocument();
    expect(signedOutUser()).toBeNull();
  });

  it('keeps the offer, and the button usable, when the wipe fails', async () => {
    rememberSignedOutUser('user-1');
    forget.mockRejectedValue(new Error('blocked'));
    render(<SharedDeviceNotice />);
    const wipe = screen.getByRole('button', { name: copy.wipe });
    await userEvent.click(wipe);
    expect(await screen.findByText(copy.wipeFailed)).toBeInTheDocument();
    await waitFor(() => expect(wipe).not.toHaveAttribute('data-loading'));
    expect(signedOutUser()).toBe('user-1');
  });
});
