import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { pages, type PageId } from '@/content';
import * as remote from '@/data/remote/plan';
import { DEFAULT_PLAN, type MyPlan } from '@/lib/plans';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInAs, signInMember, signOut } from '@test-utils';

// A member's plan (public.my_plan), stubbed at the module boundary.
vi.mock('@/data/remote/plan', async (importOriginal) => ({
  ...(await importOriginal<typeof remote>()),
  myPlan: vi.fn(),
}));
const myPlan = vi.mocked(remote.myPlan);
const familj: MyPlan = { ...DEFAULT_PLAN, plan: 'familj', name: 'Familj', active_goals: null };

beforeEach(() => {
  resetAuthStore();
  signOut();
  myPlan.mockReset();
  myPlan.mockResolvedValue(DEFAULT_PLAN);
});

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('pricing cards on /foraldrar', () => {
  const plan = (name: string) => screen.getByRole('article', { name });

  it('shows Basic (free) and Familj (49 kr/month incl. moms) with what each includes', async () => {
    renderApp('/foraldrar');
    await h1('Slantis för föräldrar');
    const basic = plan('Basic');
    expect(within(basic).getByText('Gratis')).toBeInTheDocument();
    const basicList = within(basic).getByRole('list', { name: 'Det här ingår i Basic' });
    expect(within(basicList).getByText('5 aktiva sparmål')).toBeInTheDocument();
    expect(
      within(basicList).getByText('Grundläggande statistik: föräldrainsikter 4 veckor bakåt'),
    ).toBeInTheDocument();

    const family = plan('Familj');
    expect(within(family).getByText('49 kr')).toBeInTheDocument();
    expect(within(family).getByText('per månad inkl. moms')).toBeInTheDocument();
    expect(within(family).queryByText(/Kommer snart/i)).toBeNull();
    const familyList = within(family).getByRole('list', { name: 'Det här ingår i Familj' });
    for (const feature of [
      'Föräldrainsikter 12 veckor bakåt',
      'Obegränsade sparmål',
      'Prioriterad support',
    ]) {
      expect(within(familyList).getByText(feature)).toBeInTheDocument();
    }
    expect(within(family).queryByText(/går inte att köpa än/)).toBeNull();
    expect(within(family).getByText(/En förälder väljer Familj i appen/)).toBeInTheDocument();
  });

  it('a visitor creates an account first: free for Basic, then Familj in the app', async () => {
    renderApp('/foraldrar');
    await h1('Slantis för föräldrar');
    expect(
      within(plan('Basic')).getByRole('link', { name: 'Skapa gratis konto: Basic' }),
    ).toHaveAttribute('href', '/bli-kund');
    expect(
      within(plan('Familj')).getByRole('link', { name: 'Skapa konto och välj Familj: Familj' }),
    ).toHaveAttribute('href', '/bli-kund');
    // Nothing on a public page takes a payment.
    expect(screen.queryByRole('button', { name: /köp|betala/i })).toBeNull();
    expect(within(plan('Familj')).getByRole('link', { name: 'Läs mer om Familj' })).toHaveAttribute(
      'href',
      '/familjepaket',
    );
  });

  it('shows no membership promo to a signed-in member', async () => {
    signInAs();
    renderApp('/foraldrar');
    await h1('Slantis för föräldrar');
    expect(screen.queryByRole('link', { name: /Skapa gratis konto/ })).toBeNull();
    expect(within(plan('Basic')).getByText('Du har redan Basic.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Till appen' }),
    ).toHaveAttribute('href', '/app');
  });

  it("a guardian on Basic is sent to the family's plan to choose Familj", async () => {
    signInMember({ role: 'foralder' });
    renderApp('/foraldrar');
    await h1('Slantis för föräldrar');
    expect(within(plan('Familj')).getByRole('link', { name: 'Välj Familj' })).toHaveAttribute(
      'href',
      '/familj#plan',
    );
    expect(screen.queryByRole('link', { name: /Skapa konto/ })).toBeNull();
  });

  it('a guardian on Familj is told the family has it', async () => {
    myPlan.mockResolvedValue({ ...familj, is_guardian: true, has_family: true });
    signInMember({ role: 'foralder' });
    renderApp('/foraldrar');
    await h1('Slantis för föräldrar');
    expect(await within(plan('Familj')).findByText('Ni har Familj')).toBeInTheDocument();
    expect(within(plan('Familj')).queryByRole('link', { name: 'Välj Familj' })).toBeNull();
    expect(within(plan('Basic')).getByText('Ingår i Familj.')).toBeInTheDocument();
  });

  it('a teen is told to ask a parent: no link to buy, no payment', async () => {
    signInMember({ role: 'barn' });
    renderApp('/foraldrar');
    await h1('Slantis för föräldrar');
    const family = plan('Familj');
    expect(within(family).getByText('Be en förälder om Familj')).toBeInTheDocument();
    expect(within(family).queryByRole('link', { name: /Välj Familj|Skapa konto/ })).toBeNull();
  });
});

describe('/foraldrar', () => {
  it('describes the safe environment honestly and links the parents course', async () => {
    renderApp('/foraldrar');
    await h1('Slantis för föräldrar');
    for (const name of [
      'En trygg miljö',
      'Föräldrainsikt',
      'Uppdrag och sparmål tillsammans',
      'Lär er tillsammans',
      'Priser',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/krypterat med AES-256 i databasen/)).toBeInTheDocument();
    expect(screen.getByText(/Slantis har inga egna säkerhetscertifieringar/)).toBeInTheDocument();
    expect(screen.queryByText(/moderer/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Familjeverktyg för föräldrar' })).toHaveAttribute(
      'href',
      '/foraldrar/kurs',
    );
    expect(screen.getByRole('link', { name: 'Till lektionerna' })).toHaveAttribute(
      'href',
      '/lektioner',
    );
  });
});

describe('/ungdom', () => {
  it('has the feature cards, four steps and calls to action to /app', async () => {
    renderApp('/ungdom');
    await h1('Slantis för dig som är 13–23 år');
    const steps = screen.getByRole('heading', { level: 2, name: 'Så funkar det' });
    const list = within(steps.closest('section')!).getByRole('list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Registrera dig', 'Sätt en budget', 'Följ upp', 'Vinn belöningar']);
    for (const name of ['Veckobudget', 'Sparmål', 'XP, badges och tävling']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const main = screen.getByRole('main');
    for (const link of within(main).getAllByRole('link', { name: /Öppna appen/ })) {
      expect(link).toHaveAttribute('href', '/app');
    }
    expect(within(main).getAllByRole('link', { name: 'Bli medlem gratis' })[0]).toHaveAttribute(
      'href',
      '/bli-kund',
    );
  });

  it("shows members 'Till appen' and no 'Bli medlem'", async () => {
    signInAs();
    renderApp('/ungdom');
    await h1('Slantis för dig som är 13–23 år');
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Till appen' })[0]).toHaveAttribute(
      'href',
      '/app',
    );
    expect(within(main).queryByRole('link', { name: /Bli medlem/ })).toBeNull();
  });
});

describe('/vara-tjanster', () => {
  it('lists every service with its badges, its page and its course', async () => {
    renderApp('/vara-tjanster');
    await h1('Våra tjänster');
    const list = screen.getByRole('list', { name: 'Tjänster' });
    const cards = within(list).getAllByRole('listitem');
    const expected: [string, string, string, boolean][] = [
      ['Appen', '/app', 'Medlem', true],
      ['Gratis lektioner', '/lektioner', 'Publik', true],
      ['Publika kurser', '/kurser/publika', 'Publik', false],
      ['För föräldrar', '/foraldrar', 'Medlem', false],
      ['Säkerhet', '/sakerhet', 'Medlem', false],
      ['Medlemskurser', '/kurser/medlemmar', 'Medlem', true],
    ];
    expect(cards).toHaveLength(expected.length);
    expected.forEach(([title, link, badge, popular], index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(title);
      expect(within(card).getByText(badge)).toBeInTheDocument();
      expect(within(card).queryByText('Populär') !== null).toBe(popular);
      const hrefs = within(card)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual([link, `${link}/kurs`]);
    });
  });

  it('tells a visitor which links need login', async () => {
    renderApp('/vara-tjanster');
    await h1('Våra tjänster');
    expect(
      screen.getByRole('link', { name: /^Öppna appen ?\(kräver inloggning\)$/ }),
    ).toHaveAttribute('href', '/app');
    expect(screen.getByRole('link', { name: 'Till lektionerna' })).toHaveAttribute(
      'href',
      '/lektioner',
    );
  });
});

describe('info pages', () => {
  const cases: [string, PageId, string[]][] = [
    [
      '/ungdomskonto',
      'youthAccount',
      ['Från vilken ålder?', 'Det här behöver din vårdnadshavare göra'],
    ],
    ['/sparmal', 'savingsGoals', ['Så funkar ett sparmål', 'Sparmål från en förälder']],
    ['/familjepaket', 'familyPlan', ['Koppla ihop familjen', 'När barnet har fyllt 18', 'Priser']],
    ['/investeringar', 'investments', ['Allmän kunskap – inga råd', 'Om du är under 18']],
    ['/belöningar', 'rewards', ['Månadens Tävling', 'Rättvist – beteende, inte kronor']],
  ];

  it.each(cases)(
    '%s has its heading, sections, title and description',
    async (path, id, headings) => {
      renderApp(path);
      await h1(pages[id].heading);
      for (const name of headings) {
        expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      }
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await expect.poll(() => document.title).toBe(`${pages[id].title} – Slantis`);
      const description = document.head.querySelector<HTMLMetaElement>(
        `meta[name="description"][content="${pages[id].description}"]`,
      );
      expect(description).not.toBeNull();
    },
  );

  it('/belöningar shows the prizes and the rarities from the rules', async () => {
    renderApp('/belöningar');
    await h1('Belöningar');
    const prizes = screen.getByRole('table', { name: 'Månadens priser' });
    expect(within(prizes).getByRole('rowheader', { name: '1:a plats' })).toBeInTheDocument();
    expect(within(prizes).getByText('500 kr + hörlurar')).toBeInTheDocument();
    expect(within(prizes).getByText('300 kr presentkort')).toBeInTheDocument();
    expect(within(prizes).getByText('200 kr presentkort')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '35 badges i fyra sällsyntheter' }),
    ).toBeInTheDocument();
    for (const name of ['Vanlig', 'Sällsynt', 'Episk', 'Legendarisk']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
  });

  it('/familjepaket offers no way to pay, and /ungdomskonto links an open lesson', async () => {
    renderApp('/familjepaket');
    await h1('Familjepaket');
    expect(screen.getByRole('article', { name: 'Familj' })).not.toHaveTextContent('Kommer snart');
    expect(screen.getByRole('heading', { name: 'Så skaffar ni Familj' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /köp|betala/i })).toBeNull();
  });
});
