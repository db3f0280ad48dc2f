import { canHydrate, hasStoredSession } from './prerendered';

function root(prerendered?: string, content = '<main><h1>Hej</h1></main>') {
  const element = document.createElement('div');
  if (prerendered) element.dataset.prerendered = prerendered;
  element.innerHTML = content;
  return element;
}

const at = (href: string) => new URL(href, 'https://slantis.se') as unknown as Location;

describe('canHydrate', () => {
  beforeEach(() => localStorage.clear());

  it('hydrates the page prerendered for this very path, for a visitor', () => {
    expect(canHydrate(root('/ungdom'), at('/ungdom'), localStorage)).toBe(true);
    expect(canHydrate(root('/belöningar'), at('/bel%C3%B6ningar'), localStorage)).toBe(true);
    // The skip link followed before the app ran: still this page.
    expect(canHydrate(root('/ungdom'), at('/ungdom#main'), localStorage)).toBe(true);
  });

  it("hydrates a public course's page at its own query string, and no other", () => {
    const course = '/kurser/publika/kurs?kurs=budgetering-101';
    expect(canHydrate(root(course), at(course), localStorage)).toBe(true);
    expect(canHydrate(root(course), at(`${course}&lektion=b-2`), localStorage)).toBe(false);
    expect(canHydrate(root(course), at('/kurser/publika/kurs?kurs=sparande'), localStorage)).toBe(
      false,
    );
    expect(canHydrate(root(course), at('/kurser/publika/kurs'), localStorage)).toBe(false);
  });

  it('renders afresh for another path, a query string, an empty shell or a member', () => {
    expect(canHydrate(root('/'), at('/app'), localStorage)).toBe(false);
    // A malformed address (a host's 404 page for it) is not the page's, and throws nothing.
    expect(canHydrate(root('/404'), at('/%E0'), localStorage)).toBe(false);
    expect(canHydrate(root('/'), at('/?for=foraldrar'), localStorage)).toBe(false);
    expect(canHydrate(root('/welcome'), at('/welcome#error=access_denied'), localStorage)).toBe(
      false,
    );
    expect(canHydrate(root(undefined), at('/'), localStorage)).toBe(false);
    expect(canHydrate(root('/', ''), at('/'), localStorage)).toBe(false);
    localStorage.setItem('sb-127-auth-token', '{}');
    expect(hasStoredSession(localStorage)).toBe(true);
    expect(canHydrate(root('/'), at('/'), localStorage)).toBe(false);
  });
});
