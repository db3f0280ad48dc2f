import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { pages, type PageId } from '@/content';
import { resetAuthStore } from '@/stores/auth-store';
import { renderApp, signInAs, signOut } from '@test-utils';

beforeEach(() => {
  resetAuthStore();
  signOut();
});

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('pricing cards on /foraldrar', () => {
  const plan = (name: string) => screen.getByRole('article', { name });

  it('shows Basic (free) and Familj (49 kr/month, coming soon) with what each includes', async () => {
    renderApp('/foraldrar');
    await h1('Slantis för föräldrar');
    const basic = plan('Basic');
    expect(within(basic).getByText('Gratis')).toBeInTheDocument();
    const basicList = within(basic).getByRole('list', { name: 'Det här ingår i Basic' });
    expect(within(basicList).getByText('5 sparmål')).toBeInTheDocument();
    expect(within(basicList).getByText('Grundläggande statistik')).toBeInTheDocument();

    const family = plan('Familj');
    expect(within(family).getByText('49 kr')).toBeInTheDocument();
    expect(within(family).getByText('per månad')).toBeInTheDocument();
    expect(within(family).getByText('Kommer snart')).toBeInTheDocument();
    const familyList = within(family).getByRole('list', { name: 'Det här ingår i Familj' });
    for (const feature of ['Föräldrainsikter', 'Obegränsade sparmål', 'Prioriterad support']) {
      expect(within(familyList).getByText(feature)).toBeInTheDocument();
    }
    expect(within(family).getByText(/Familj går inte att köpa än/)).toBeInTheDocument();
  });

  it('never offers a payment: a visitor can only create a free account', async () => {
    renderApp('/foraldrar');
    await h1('Slantis för föräldrar');
    for (const name of ['Basic', 'Familj']) {
      const card = plan(name);
      const cta = within(card).getByRole('link', { name: `Skapa gratis konto: ${name}` });
      expect(cta).toHaveAttribute('href', '/bli-kund');
      expect(within(card).queryByText(/köp nu|betala|prenumerera/i)).toBeNull();
    }
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
    expect(screen.getByRole('article', { name: 'Familj' })).toHaveTextContent('Kommer snart');
    expect(screen.queryByRole('button', { name: /köp|betala/i })).toBeNull();
  });
});
