import { act, lazy, Suspense, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { HydratingSuspense, PageHydrated } from './hydration-gate';

// A prerendered page as the router serves it: the page in a Suspense boundary of its own (the
// router's), with a lazy part (the landing page) in another. React hydrates each boundary in a
// later step than the root, and the lazy part only once its code has loaded.

function Shortcut() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Sparmål {count}</button>;
}

function Page({ Part }: { Part: ComponentType }) {
  return (
    <Suspense>
      <header>
        <button>Meny</button>
      </header>
      <HydratingSuspense>
        <Part />
      </HydratingSuspense>
      <PageHydrated />
    </Suspense>
  );
}

it('lets the buttons take taps only once the page and its lazy part have hydrated', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page Part={Shortcut} />);
  document.documentElement.setAttribute('data-hydrating', '');

  let load: (module: { default: ComponentType }) => void = () => undefined;
  const LazyShortcut = lazy(
    () => new Promise<{ default: ComponentType }>((resolve) => (load = resolve)),
  );
  await act(async () => {
    hydrateRoot(container, <Page Part={LazyShortcut} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  // The page has hydrated, its lazy part not: a tap on the shortcut would be lost.
  const shortcut = [...container.querySelectorAll('button')].at(-1) as HTMLButtonElement;
  expect(shortcut.textContent).toBe('Sparmål 0');
  expect(document.documentElement.hasAttribute('data-hydrating')).toBe(true);
  act(() => shortcut.click());
  expect(shortcut.textContent).toBe('Sparmål 0');

  await act(async () => {
    load({ default: Shortcut });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(document.documentElement.hasAttribute('data-hydrating')).toBe(false);
  // Hydrated, not rendered again: the same button, now live.
  expect([...container.querySelectorAll('button')].at(-1)).toBe(shortcut);
  act(() => shortcut.click());
  expect(shortcut.textContent).toBe('Sparmål 1');
  container.remove();
});
