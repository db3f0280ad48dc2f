import { afterEach, describe, expect, it } from 'vitest';

import { boot } from './boot';

// /boot.js (src/boot/main.ts) on a visitor's prerendered page: what is typed or chosen before the
// app is live is handed to React once it is (the e2e suite runs the whole flow; this pins the
// hand-over). scripts/vite/boot-script.test.ts runs the built file itself.

function prerenderedPage() {
  document.head.innerHTML = `
    <meta name="slantis-prerendered" content="${location.pathname}">
    <meta name="slantis-app" content="/assets/entry.js /assets/react.js" data-page="/assets/landing.js">`;
  document.body.innerHTML = `
    <div id="root">
      <form>
        <fieldset class="hydration-gate" disabled>
          <select name="category">
            <option value="" disabled>Välj</option>
            <option value="account">Konto och inloggning</option>
          </select>
          <input name="subject">
        </fieldset>
      </form>
      <fieldset>
        <label><input type="radio" name="answer" value="0"> Spara först</label>
        <label><input type="radio" name="answer" value="1"> Spendera allt</label>
      </fieldset>
    </div>`;
  boot(); // As the page's classic <script> runs it.
  const select = document.querySelector('select')!;
  const subject = document.querySelector<HTMLInputElement>('input[name="subject"]')!;
  const firstAnswer = document.querySelector<HTMLInputElement>('input[value="0"]')!;
  return { select, subject, firstAnswer };
}

/** What the app (React) hears once the page is live: each event's field and value. */
function listenAsTheApp() {
  const heard: string[] = [];
  const hear = (event: Event) => {
    const field = event.target as HTMLInputElement;
    heard.push(`${event.type} ${field.name}=${field.value}`);
  };
  document.addEventListener('input', hear);
  document.addEventListener('change', hear);
  return heard;
}

/** The app lifts the mark once every part of the page is live; boot hands over after it. */
async function goLive() {
  document.documentElement.removeAttribute('data-hydrating');
  await new Promise((resolve) => setTimeout(resolve));
}

const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  // Each test runs boot again in the same window: this test's copy starts its app load now,
  // so it stops listening for interaction and cannot act in the next test.
  document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  localStorage.clear();
  for (const name of document.documentElement.getAttributeNames()) {
    if (name !== 'lang') document.documentElement.removeAttribute(name);
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('boot hands what a visitor did before the app was live to the app', () => {
  it('marks the page as hydrating and opens its forms to input', async () => {
    prerenderedPage();
    expect(document.documentElement).toHaveAttribute('data-hydrating');
    expect(document.querySelector('fieldset')).not.toBeDisabled();
    await goLive();
  });

  it('re-sends typed text and a choice, as input and change events', async () => {
    const { select, subject } = prerenderedPage();
    select.value = 'account';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    subject.value = 'Kan inte logga in';
    subject.dispatchEvent(new Event('input', { bubbles: true }));

    const heard = listenAsTheApp();
    await goLive();
    expect(select.value).toBe('account');
    expect(subject.value).toBe('Kan inte logga in');
    expect(heard).toContain('change category=account');
    expect(heard.at(-1)).toBe('input subject=Kan inte logga in');
  });

  it('keeps a choice the app wrote over while hydrating the field between its input and change', async () => {
    const { select } = prerenderedPage();
    // React handles the input after boot (which listens first), hydrates the select and
    // writes its empty state into it: the change that follows carries that, not the choice.
    select.addEventListener('input', () => (select.value = ''), { once: true });
    select.value = 'account';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    expect(select.value).toBe('');
    select.dispatchEvent(new Event('change', { bubbles: true }));

    const heard = listenAsTheApp();
    await goLive();
    expect(select.value).toBe('account');
    expect(heard.at(-1)).toBe('change category=account');
  });

  it('hands over a radio button ticked by the click during which the page went live', async () => {
    const { firstAnswer } = prerenderedPage();
    // React, in its listener for the click, hydrates the radio (taking the tick as its own state)
    // and the page goes live before the click's input and change are sent.
    const root = document.getElementById('root')!;
    const hydrateOnClick = () => document.documentElement.removeAttribute('data-hydrating');
    root.addEventListener('click', hydrateOnClick, { capture: true, once: true });
    const heard = listenAsTheApp();
    firstAnswer.click();
    heard.length = 0;

    await new Promise((resolve) => setTimeout(resolve));
    expect(firstAnswer.checked).toBe(true);
    // Sent again as a click that ticks it, which React reads as the change.
    expect(heard).toEqual(['input answer=0', 'input answer=0', 'change answer=0']);
  });

  it('takes a change as the edit from a field that sends no input', async () => {
    const { subject } = prerenderedPage();
    subject.value = 'Autofyllt';
    subject.dispatchEvent(new Event('change', { bubbles: true }));

    const heard = listenAsTheApp();
    await goLive();
    expect(subject.value).toBe('Autofyllt');
    expect(heard.at(-1)).toBe('input subject=Autofyllt');
  });
});

describe("boot loads the app's code", () => {
  it("for a visitor at the first sign of interaction, with the page's own modules", async () => {
    prerenderedPage();
    expect(preloaded()).toEqual([]);
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preloaded()).toEqual(['/assets/entry.js', '/assets/react.js', '/assets/landing.js']);
    await goLive();
  });

  it("for a member right after the splash's first paint, without the visitor page's modules", async () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    prerenderedPage();
    expect(document.documentElement).toHaveAttribute('data-client-render');
    expect(preloaded()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(preloaded()).toEqual(['/assets/entry.js', '/assets/react.js']);
    expect(document.querySelector('script[type="module"]')).toHaveAttribute(
      'src',
      '/assets/entry.js',
    );
  });
});
