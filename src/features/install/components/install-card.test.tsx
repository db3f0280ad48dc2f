import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { render } from '@test-utils';

import { isIosSafari, useInstallState, watchInstall } from '../install-state';
import { InstallCard } from './install-card';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';

afterEach(() => {
  act(() => useInstallState.setState({ canPrompt: false, installed: false, iosSafari: false }));
});

describe('InstallCard', () => {
  it('is hidden when the browser offers no install and it is not iOS Safari', () => {
    render(<InstallCard />);
    expect(screen.queryByText('Installera appen')).not.toBeInTheDocument();
  });

  it('on Chromium, keeps the install offer and shows it behind our button', async () => {
    const prompt = vi.fn(() => Promise.resolve());
    const onInstalled = vi.fn();
    watchInstall(onInstalled, window);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    render(<InstallCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Installera appen' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(onInstalled).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Installera appen' })).not.toBeInTheDocument();
  });

  it('on iOS Safari, explains how to add the app to the home screen', () => {
    act(() => useInstallState.setState({ iosSafari: true }));
    render(<InstallCard />);
    expect(screen.getByText('Lägg Slantis på hemskärmen')).toBeInTheDocument();
    expect(screen.getByText('Välj ”Lägg till på hemskärmen”.')).toBeInTheDocument();
  });

  it('tells iOS Safari from other iPhone browsers', () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari('Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36')).toBe(false);
  });
});
