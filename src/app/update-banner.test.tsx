import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

import { useAppUpdateStore } from '@/stores/app-update-store';
import { render } from '@test-utils';

import { UpdateBanner } from './update-banner';

afterEach(() => useAppUpdateStore.setState({ updateReady: false, applyRequested: false }));

it('lets the page scroll clear of the banner while it floats over it', () => {
  render(<UpdateBanner />);
  expect(screen.queryByRole('status')).toBeNull();
  expect(document.body.style.paddingBottom).toBe('');

  act(() => useAppUpdateStore.setState({ updateReady: true }));
  expect(screen.getByRole('status')).toHaveTextContent('Ny version finns');
  // jsdom lays nothing out: the banner's top is at 0, so it covers the whole window.
  expect(document.body.style.paddingBottom).toBe(`${window.innerHeight}px`);

  act(() => useAppUpdateStore.setState({ updateReady: false }));
  expect(document.body.style.paddingBottom).toBe('');
});
