import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { courseById } from '@/content';
import { resetAuthStore, setAuthSession } from '@/stores/auth-store';
import { render, renderApp, signInAs } from '@test-utils';

import { courseSummary, moduleHref } from './security-course';
import { SecurityInfoPage } from './security-info-page';

/** The page on its own (the /sakerhet route is members-only, so visitors meet it only here). */
function renderPage() {
  const router = createRouter({
    routeTree: createRootRoute({ component: SecurityInfoPage }),
    history: createMemoryHistory({ initialEntries: ['/sakerhet'] }),
  });
  return render(<RouterProvider router={router} />);
}

const course = courseById('sakerhet');

beforeEach(() => resetAuthStore());

describe('courseSummary', () => {
  it('counts modules and minutes from the course', () => {
    expect(courseSummary({ lessons: [{ minutes: 7 }, { minutes: 9 }] as never })).toBe(
      '2 moduler • 16 min totalt',
    );
    if (course) expect(courseSummary(course)).toBe('5 moduler • 41 min totalt');
  });
});

describe.runIf(course)('Security information page', () => {
  const lessons = course?.lessons ?? [];

  it('shows the heading, badges, philosophy, modules and honest certification cards', async () => {
    setAuthSession(null, null);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Säkerhetsfunktioner' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till tjänster' })).toHaveAttribute(
      'href',
      '/vara-tjanster',
    );
    expect(screen.getByText('Säkerhetskurs', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(screen.getByText('5 moduler • 41 min totalt')).toBeInTheDocument();
    const philosophy = screen.getByRole('region', { name: 'Vår säkerhetsfilosofi' });
    expect(within(philosophy).getAllByRole('listitem')).toHaveLength(3);
    lessons.forEach((lesson, index) => {
      expect(
        screen.getByRole('heading', { name: `Modul ${index + 1}: ${lesson.title}` }),
      ).toBeInTheDocument();
    });
    for (const name of ['ISO 27001', 'SOC 2 Type II', 'GDPR Compliant']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Slantis har inga egna certifieringar/)).toBeInTheDocument();
  });

  it('for a visitor: module 1 open with the GDPR preview, the rest locked, and the promo', async () => {
    setAuthSession(null, null);
    renderPage();
    const gdprButton = await screen.findByRole('link', { name: 'Läs mer om GDPR' });
    expect(gdprButton).toHaveAttribute('href', moduleHref(lessons[0]!.id));
    expect(gdprButton).toHaveAttribute('href', `/sakerhet/kurs?lektion=${lessons[0]!.id}`);
    expect(screen.getAllByText('Fullständig säkerhetsinformation kräver medlemskap')).toHaveLength(
      lessons.length - 1,
    );
    const logins = screen.getAllByRole('link', { name: 'Logga in för att fortsätta' });
    expect(logins).toHaveLength(lessons.length - 1);
    for (const link of logins) expect(link.getAttribute('href')).toMatch(/^\/login\?redirect=/);
    const promo = screen.getByRole('region', {
      name: 'Säker ekonomisk utbildning för hela familjen',
    });
    expect(within(promo).getByRole('link', { name: 'Bli medlem gratis' })).toHaveAttribute(
      'href',
      '/bli-kund',
    );
  });

  it('for a member at /sakerhet: no locks, no promo, every module links to the course player', async () => {
    signInAs();
    renderApp('/sakerhet');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Säkerhetsfunktioner' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Fullständig säkerhetsinformation kräver medlemskap')).toBeNull();
    expect(screen.queryByText('Säker ekonomisk utbildning för hela familjen')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bli medlem gratis' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Läs mer om GDPR' })).toHaveAttribute(
      'href',
      moduleHref(lessons[0]!.id),
    );
    lessons.slice(1).forEach((lesson, index) => {
      expect(
        screen.getByRole('link', { name: `Modul ${index + 2}: ${lesson.title}` }),
      ).toHaveAttribute('href', `/sakerhet/kurs?lektion=${lesson.id}`);
    });
  });
});
