import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';

import { theme } from '@/app/theme';

import { sendMagicLink } from '../../session/magic-link';
import { TestReport } from './test-report';

vi.mock('../../session/magic-link', () => ({ sendMagicLink: vi.fn() }));

function renderReport() {
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <TestReport />
    </MantineProvider>,
  );
}

const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  vi.mocked(sendMagicLink).mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

describe('TestReport', () => {
  it('lists the automated checks with a status word for each', async () => {
    window.localStorage.setItem('slantis-session-id', 'do-not-show-me');
    renderReport();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Konfiguration vid start',
      'Sessions-id i webbläsaren',
      'Inloggningstoken i webbläsaren',
      'Kontakt med backend',
      'Omdirigerings-URL',
      'Webbläsare',
    ]);
    expect(within(items[0]!).getByText('Godkänd')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Ett sessions-id finns sparat.')).toBeInTheDocument();
    expect(
      within(items[4]!).getByText(`Länkar skickas till: ${window.location.origin}/welcome`),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('do-not-show-me');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("re-runs the checks with 'Kör igen'", async () => {
    renderReport();
    await screen.findByText('Kontakt med backend');
    fireEvent.click(screen.getByRole('button', { name: 'Kör igen' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await screen.findByText('Kontakt med backend');
  });

  it('asks for an e-mail address before sending', async () => {
    renderReport();
    fireEvent.click(screen.getByRole('button', { name: 'Skicka Test Magic Link' }));
    expect(await screen.findByText('Email krävs')).toBeInTheDocument();
    expect(screen.getByText('Ange en email-adress för att skicka testlänk')).toBeInTheDocument();
    expect(sendMagicLink).not.toHaveBeenCalled();
  });

  it("sends the link, shows 'Skickar...' meanwhile, then the success toast", async () => {
    let finish: (value: { error: string | null }) => void = () => undefined;
    vi.mocked(sendMagicLink).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderReport();
    fireEvent.change(screen.getByLabelText('E-postadress'), {
      target: { value: 'elsa.demo@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka Test Magic Link' }));
    const busy = await screen.findByRole('button', { name: 'Skickar...' });
    expect(busy).toBeDisabled();
    expect(sendMagicLink).toHaveBeenCalledWith('elsa.demo@example.com');
    await act(() => Promise.resolve(finish({ error: null })));
    expect(await screen.findByText('Magic link skickad')).toBeInTheDocument();
    expect(
      screen.getByText('Kontrollera elsa.demo@example.com för testlänken'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skicka Test Magic Link' })).toBeEnabled();
  });

  it('shows the failure toast with the message', async () => {
    vi.mocked(sendMagicLink).mockResolvedValue({ error: 'Signups not allowed for otp' });
    renderReport();
    fireEvent.change(screen.getByLabelText('E-postadress'), { target: { value: 'x@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka Test Magic Link' }));
    expect(await screen.findByText('Fel vid skickande av magic link')).toBeInTheDocument();
    expect(screen.getByText('Signups not allowed for otp')).toBeInTheDocument();
  });

  it('reveals the configuration instructions with this origin', async () => {
    renderReport();
    const toggle = screen.getByRole('button', { name: 'Visa konfigurationsinstruktioner' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(
      screen.getByRole('button', { name: 'Dölj konfigurationsinstruktioner' }),
    ).toHaveAttribute('aria-expanded', 'true');
    const origin = window.location.origin;
    for (const path of ['/welcome', '/dashboard', '/**']) {
      expect(screen.getByText(`${origin}${path}`)).toBeInTheDocument();
    }
    expect(screen.getByText(/\{\{ \.Token \}\}/)).toBeInTheDocument();
    await screen.findByText('Kontakt med backend');
  });
});
