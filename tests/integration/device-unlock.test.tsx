import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { hashPin } from '@/features/auth/device-unlock/pin-hash';
import { readDeviceUnlock, saveDeviceUnlock } from '@/features/auth/device-unlock/unlock-record';
import { resetAuthStore, useAuthStore } from '@/stores/auth-store';
import { renderApp, signInAs, signOut, testUser } from '@test-utils';

// Issue 20: offline, on a device with a PIN unlock, the way in is the lock screen.
const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

async function withPin(pin = '2580') {
  saveDeviceUnlock({ ...testUser, firstName: 'Elsa' }, await hashPin(pin, 1_000), pin.length);
}

async function typePin(pin: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('PIN-kod, siffra 1'));
  await user.keyboard(pin);
}

beforeAll(() => import('@/features/auth/device-unlock/components/lock-screen'), 30_000);
beforeEach(() => {
  resetAuthStore();
  signOut();
});
afterEach(() => window.localStorage.clear());

describe('the offline lock screen', () => {
  it('is where a members-only page sends a signed-out user offline, and the PIN opens it', async () => {
    await withPin();
    setOnline(false);
    const { router } = renderApp('/add-transaction');
    await waitFor(() => expect(router.state.location.pathname).toBe('/las-upp'));
    expect(router.state.location.search).toEqual({ redirect: '/add-transaction' });
    expect(await screen.findByText(/Hej Elsa! Skriv din PIN-kod/)).toBeInTheDocument();

    await typePin('2580');

    await waitFor(() => expect(router.state.location.pathname).toBe('/add-transaction'));
    expect(useAuthStore.getState()).toMatchObject({ deviceUnlocked: true, session: null });
    expect(
      await screen.findByText(/Upplåst med PIN-kod. Det du sparar nu ligger kvar på enheten/),
    ).toBeInTheDocument();
  });

  it('is where the installed app starts offline ("/")', async () => {
    await withPin();
    setOnline(false);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/las-upp'));
  });

  it('says how many tries are left, then that a full sign-in is needed', async () => {
    await withPin();
    setOnline(false);
    renderApp('/las-upp');
    await typePin('1111');
    expect(await screen.findByText('Fel PIN-kod. 4 försök kvar.')).toBeInTheDocument();
    for (let i = 0; i < 3; i++) await typePin('1111');
    expect(
      await screen.findByText(/1 försök kvar – sedan behöver du logga in/),
    ).toBeInTheDocument();
    await typePin('1111');
    expect(await screen.findByText('PIN-koden är borttagen')).toBeInTheDocument();
    expect(readDeviceUnlock()).toBeNull();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('online too, offers the PIN beside a normal sign-in', async () => {
    await withPin();
    setOnline(true);
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/las-upp'));
    expect(await screen.findByText(/Du har nät, så du kan också logga in/)).toBeInTheDocument();
    expect(screen.getByLabelText('PIN-kod, siffra 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logga in med e-post och lösenord' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile',
    );
  });

  it('online in a browser tab, "/" stays the visitors’ landing page', async () => {
    await withPin();
    setOnline(true);
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Koll på pengarna/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('is offered on the login page offline', async () => {
    await withPin();
    setOnline(false);
    renderApp('/login?redirect=%2Fapp');
    const link = await screen.findByRole('link', { name: 'Lås upp med PIN-kod' });
    expect(link).toHaveAttribute('href', '/las-upp?redirect=%2Fapp');
  });

  it('asks for a sign-in once the network is back, and the sign-in replaces the unlock', async () => {
    await withPin();
    setOnline(false);
    const { router } = renderApp('/las-upp?redirect=%2Fadd-transaction');
    await typePin('2580');
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-transaction'));

    setOnline(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Logga in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/add-transaction' });
    expect(useAuthStore.getState().user).toBeNull();
    signInAs();
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-transaction'));
    expect(useAuthStore.getState().deviceUnlocked).toBe(false);
  });
});

describe('Profil → Säkerhet: the device PIN', () => {
  it('is chosen, checked, saved as a hash and removed', async () => {
    signInAs({ ...testUser });
    renderApp('/profile?flik=sakerhet');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Välj PIN-kod' }));
    await user.type(screen.getByLabelText('Ny PIN-kod'), '1234');
    await user.type(screen.getByLabelText('Upprepa PIN-koden'), '1234');
    await user.click(screen.getByRole('button', { name: 'Spara PIN-kod' }));
    expect(await screen.findByText(/svårare att gissa/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Ny PIN-kod'));
    await user.type(screen.getByLabelText('Ny PIN-kod'), '25a80');
    await user.clear(screen.getByLabelText('Upprepa PIN-koden'));
    await user.type(screen.getByLabelText('Upprepa PIN-koden'), '2580');
    await user.click(screen.getByRole('button', { name: 'Spara PIN-kod' }));

    expect(
      await screen.findByText('PIN-upplåsning är på för den här enheten.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(readDeviceUnlock()?.user.id).toBe(testUser.id);
    expect(window.localStorage.getItem('slantis-device-unlock')).not.toContain('2580');

    await user.click(screen.getByRole('button', { name: 'Ta bort PIN-kod' }));
    expect(readDeviceUnlock()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Välj PIN-kod' })).toBeInTheDocument();
  }, 30_000);
});
