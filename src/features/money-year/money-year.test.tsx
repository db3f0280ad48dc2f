import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';

import { closeUserData } from '@/data/session';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInMember } from '@test-utils';

import * as api from './api/money-year-api';

// The RPC layer is stubbed at its module boundary: these tests are about what the UI shows and
// which call it makes. The rules are the server's (supabase/tests/database/money-year.test.ts,
// scam-drills.test.ts, learned-done.test.ts).
vi.mock('./api/money-year-api', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return {
    ...actual,
    moneyYear: vi.fn(),
    scamDrills: vi.fn(),
    answerScamDrill: vi.fn(),
    learnedDoneReport: vi.fn(),
    setLearnedDoneSharing: vi.fn(),
    childrenLearnedDone: vi.fn(),
    childrenMoneyYear: vi.fn(),
  };
});
const mocked = vi.mocked(api);

const year: api.MoneyYear = {
  today: '2026-11-27',
  age: 17,
  items: [
    { key: 'studiebidrag', date: '2026-11-30', applies: true, receiver: 'guardian' },
    { key: 'sommarjobb', date: '2027-05-01', applies: true, receiver: null },
    { key: 'lonespecifikation', date: null, applies: true, receiver: null },
    { key: 'fyller-18', date: '2027-05-10', applies: true, receiver: null },
    { key: 'fritidskortet', date: null, applies: false, receiver: null },
    { key: 'csn-studiemedel', date: '2029-08-01', applies: false, receiver: null },
  ],
};

const drill = (id: string, answer: api.DrillVerdict | null = null): api.ScamDrill => ({
  id,
  lessonId: 'banktjanster-for-unga-bankid-och-bedragerier',
  channel: 'sms',
  sender: 'Köpare på Blocket',
  message: 'Godkänn Swish-förfrågan så får du pengarna.',
  question: `Övning ${id}: är det ett bedrägeri?`,
  answer,
});

const report: api.LearnedDone = {
  month: '2026-11-01',
  lessons: ['budgetering-101-din-forsta-veckobudget'],
  courses: [],
  drillsPassed: 2,
  rules: [
    {
      key: 'budget',
      since: '2026-11-02T10:00:00Z',
      value: 3,
      amountOre: null,
      target: 3,
      done: true,
    },
    {
      key: 'saving',
      since: '2026-11-02T10:00:00Z',
      value: 0,
      amountOre: 0,
      target: 1,
      done: false,
    },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  resetAuthStore();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  mocked.moneyYear.mockResolvedValue(year);
});
afterEach(() => {
  act(() => notifications.clean());
  closeUserData();
});

describe('/pengaaret', () => {
  it('lists what concerns the teen first, with the server’s dates and who gets the money', async () => {
    signInMember();
    renderApp('/pengaaret');
    expect(await screen.findByText('Du är 17 år. Här är det som gäller dig.')).toBeInTheDocument();
    const forYou = screen.getByRole('region', { name: 'Gäller dig nu' });
    const card = within(forYou).getByRole('article', { name: 'Studiebidraget' });
    expect(card).toHaveTextContent(
      'Nästa utbetalning: 30 november 2026. Pengarna går till din vårdnadshavare tills du fyller 18.',
    );
    expect(within(forYou).getByRole('article', { name: /Du fyller 18/ })).toHaveTextContent(
      'Du fyller 18 den 10 maj 2027.',
    );
    const later = screen.getByRole('region', { name: 'Längre fram' });
    expect(within(later).getByRole('article', { name: 'Fritidskortet' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Läs mer: Studiebidraget' })).toHaveAttribute(
      'href',
      '/pengaaret/studiebidrag',
    );
  });

  it('one item on one screen: the facts with the year of the figure, sources and the lesson', async () => {
    signInMember();
    renderApp('/pengaaret/sommarjobb');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sommarjobb och skattegränsen' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/För 2024 var gränsen 24 237 kr/)).toBeInTheDocument();
    expect(screen.getByText(/ge arbetsgivaren Skatteverkets intyg SKV 430/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tholin & Larsson/ })).toHaveAttribute(
      'href',
      'https://tholin.se/artiklar/sommarjobbare-skatt-eller-inte-skatt',
    );
    expect(screen.getByRole('link', { name: 'Lektion: Skatt och avdrag' })).toHaveAttribute(
      'href',
      expect.stringContaining('lektion=forsta-jobbet-skatt-och-avdrag'),
    );
  });

  it('an unknown item says so and leads back', async () => {
    signInMember();
    renderApp('/pengaaret/finns-inte');
    expect(
      await screen.findByText('Det finns ingen sådan händelse i Pengaåret.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till Pengaåret' })).toBeInTheDocument();
    expect(mocked.moneyYear).not.toHaveBeenCalled();
  });
});

describe('/pengaaret for a guardian (issue 41 §6)', () => {
  it('shows each child’s money year in the parent’s words, one child at a time', async () => {
    mocked.childrenMoneyYear.mockResolvedValue([
      { childId: 'e', firstName: 'Elsa', adult: false, moneyYear: { ...year, age: 15 } },
      { childId: 'o', firstName: 'Omar', adult: false, moneyYear: year },
      { childId: 'v', firstName: 'Vera', adult: true, moneyYear: null },
    ]);
    signInMember({ firstName: 'Anna', role: 'foralder' });
    renderApp('/pengaaret');
    expect(await screen.findByText('Elsa är 15 år. Här är det som gäller Elsa.')).toBeVisible();
    expect(mocked.moneyYear).not.toHaveBeenCalled();
    const forElsa = screen.getByRole('region', { name: 'Gäller Elsa nu' });
    expect(within(forElsa).getByRole('article', { name: 'Studiebidraget' })).toHaveTextContent(
      'Pengarna betalas till en vårdnadshavare tills Elsa fyller 18.',
    );
    expect(within(forElsa).getByRole('article', { name: /18 år/ })).toHaveTextContent(
      'Elsa fyller 18 den 10 maj 2027.',
    );
    expect(screen.queryByText(/Du är \d+ år/)).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Omar' }));
    expect(await screen.findByText('Omar är 17 år. Här är det som gäller Omar.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Vera' }));
    expect(await screen.findByText(/Vera har fyllt 18 och bestämmer själv/)).toBeVisible();
  });

  it('without children it points to Familj', async () => {
    mocked.childrenMoneyYear.mockResolvedValue([]);
    signInMember({ firstName: 'Anna', role: 'foralder' });
    renderApp('/pengaaret');
    expect(await screen.findByText(/Du har inga barn kopplade/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Till Familj' })).toHaveAttribute('href', '/familj');
  });
});

describe('/rapport for a guardian (issue 41 §6)', () => {
  it('shows the children’s shared reports, never the teen’s share switch', async () => {
    mocked.childrenLearnedDone.mockResolvedValue([
      { childId: 'e', firstName: 'Elsa', shared: true, report },
      { childId: 'o', firstName: 'Omar', shared: false, report: null },
    ]);
    signInMember({ firstName: 'Anna', role: 'foralder' });
    renderApp('/rapport');
    expect(await screen.findByRole('heading', { level: 2, name: /^Elsa: / })).toBeInTheDocument();
    expect(screen.getByText(/Omar delar inte sin månadsrapport/)).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText(/Dela rapporten med mina föräldrar/)).toBeNull();
    expect(mocked.learnedDoneReport).not.toHaveBeenCalled();
  });
});

describe('the tools in the member menu (issue 41 §6)', () => {
  const tools = () => within(screen.getByRole('region', { name: /Dina pengaverktyg|förälder/ }));

  it('a teen reaches Pengaåret, the drills, Lärt → gjort and the allowance', async () => {
    signInMember();
    renderApp('/menu');
    await screen.findByRole('heading', { name: 'Dina pengaverktyg' });
    expect(
      tools()
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Pengaåret', '/pengaaret'],
      ['Öva på bedrägerier', '/bedragerier'],
      ['Lärt → gjort', '/rapport'],
      ['Veckopeng', '/veckopeng'],
    ]);
  });

  it('a parent gets her children’s side of them', async () => {
    signInMember({ firstName: 'Anna', role: 'foralder' });
    renderApp('/menu');
    await screen.findByRole('heading', { name: 'För dig som förälder' });
    expect(
      tools()
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pengaaret', '/rapport', '/du-ar-18']);
  });
});

describe('/bedragerier', () => {
  it('shows no verdict before answering; the answer goes to the server, its verdict is shown', async () => {
    signInMember();
    mocked.scamDrills.mockResolvedValue([drill('blocket-swish'), drill('kompis-swish')]);
    mocked.answerScamDrill.mockResolvedValue({
      correct: true,
      isScam: true,
      first: true,
      xp: 15,
      explanation: 'En Swish-förfrågan är en begäran om att du ska betala.',
      signs: ['Du ska godkänna något för att få pengar'],
    });
    const user = userEvent.setup();
    renderApp('/bedragerier');
    const first = await screen.findByRole('article', { name: /Övning blocket-swish/ });
    expect(screen.getByText('0 av 2 klara')).toBeInTheDocument();
    expect(screen.queryByText(/En Swish-förfrågan är en begäran/)).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Bedrägeri' }));
    await waitFor(() => expect(mocked.answerScamDrill).toHaveBeenCalledWith('blocket-swish', true));
    expect(await within(first).findByText('Det här är ett bedrägeri.')).toBeInTheDocument();
    expect(within(first).getByText('Rätt!')).toBeInTheDocument();
    expect(within(first).getByText('+15 XP')).toBeInTheDocument();
    expect(within(first).getByText('Du ska godkänna något för att få pengar')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Bedrägeri' })).not.toBeInTheDocument();
    expect(screen.getByText('1 av 2 klara')).toBeInTheDocument();
  });

  it('a drill answered before shows the server’s stored verdict without buttons', async () => {
    signInMember();
    mocked.scamDrills.mockResolvedValue([
      drill('kompis-swish', {
        correct: false,
        isScam: false,
        explanation: 'Inget bedrägeri. Pengarna har redan kommit in.',
        signs: [],
      }),
    ]);
    renderApp('/bedragerier');
    const card = await screen.findByRole('article', { name: /Övning kompis-swish/ });
    expect(within(card).getByText('Det här är inget bedrägeri.')).toBeInTheDocument();
    expect(within(card).getByText('Inte riktigt')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('/rapport and the guardian’s card', () => {
  it('shows what was learned and done, and the teen switches sharing on', async () => {
    signInMember();
    mocked.learnedDoneReport.mockResolvedValue({ ...report, shared: false });
    mocked.setLearnedDoneSharing.mockResolvedValue(true);
    const user = userEvent.setup();
    renderApp('/rapport');
    expect(await screen.findByText('Lärt → gjort i november 2026')).toBeInTheDocument();
    expect(screen.getByText('Din första veckobudget')).toBeInTheDocument();
    expect(screen.getByText('2 bedrägeriövningar klarade')).toBeInTheDocument();
    expect(screen.getByTestId('rule-budget')).toHaveTextContent('3 veckor inom budget (mål: 3)');
    expect(screen.getByTestId('rule-budget')).toHaveTextContent('Klart!');
    expect(screen.getByTestId('rule-saving')).toHaveTextContent('Ingen insättning än');
    const toggle = screen.getByRole('switch', { name: /Dela rapporten med mina föräldrar/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(mocked.setLearnedDoneSharing).toHaveBeenCalledWith(true));
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('a guardian sees a shared report, and only a note for a child who does not share', async () => {
    signInMember({ role: 'foralder' });
    mocked.childrenLearnedDone.mockResolvedValue([
      { childId: 'a', firstName: 'Elsa', shared: true, report },
      { childId: 'b', firstName: 'Omar', shared: false, report: null },
    ]);
    renderApp('/familj');
    const card = await screen.findByRole('region', { name: 'Lärt → gjort' });
    expect(within(card).getByText('Elsa: Lärt → gjort i november 2026')).toBeInTheDocument();
    expect(within(card).getByText('Det här lärde Elsa sig')).toBeInTheDocument();
    expect(within(card).getByText(/Omar delar inte sin månadsrapport/)).toBeInTheDocument();
  });
});
