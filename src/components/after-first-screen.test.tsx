import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('AfterFirstScreen', () => {
  it("holds the fallback until the page's first screen is on show, then renders its children", async () => {
    vi.resetModules();
    const { watchFirstScreen } = await import('@/lib/first-screen');
    const { AfterFirstScreen } = await import('./after-first-screen');
    const root = document.createElement('div');
    document.body.append(root);
    const shown = watchFirstScreen(root);
    render(
      <AfterFirstScreen fallback={<p>Plats</p>}>
        <p>Resten</p>
      </AfterFirstScreen>,
    );
    expect(screen.getByText('Plats')).toBeInTheDocument();
    expect(screen.queryByText('Resten')).toBeNull();
    root.innerHTML = '<main id="main"><h1>Hej Elsa!</h1></main>';
    await shown;
    expect(await screen.findByText('Resten')).toBeInTheDocument();
    expect(screen.queryByText('Plats')).toBeNull();
    root.remove();
  });

  it('renders its children at once where nobody watches for a first screen', async () => {
    vi.resetModules();
    const { AfterFirstScreen } = await import('./after-first-screen');
    render(
      <AfterFirstScreen fallback={<p>Plats</p>}>
        <p>Resten</p>
      </AfterFirstScreen>,
    );
    expect(screen.getByText('Resten')).toBeInTheDocument();
  });
});
