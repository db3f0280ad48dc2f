import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { usePagedList } from './use-paged-list';

const items = Array.from({ length: 12 }, (_, i) => i);

describe('usePagedList', () => {
  it('shows one page, then one more per showMore, until all are shown', () => {
    const { result } = renderHook(() => usePagedList(items, 5, 'spar'));
    expect(result.current.visible).toEqual([0, 1, 2, 3, 4]);
    expect(result.current.hiddenCount).toBe(7);
    act(() => result.current.showMore());
    expect(result.current.visible).toHaveLength(10);
    act(() => result.current.showMore());
    expect(result.current.visible).toHaveLength(12);
    expect(result.current.hiddenCount).toBe(0);
  });

  it('starts over at one page when the key changes', () => {
    const { result, rerender } = renderHook(({ key }) => usePagedList(items, 5, key), {
      initialProps: { key: 'spar' },
    });
    act(() => result.current.showMore());
    expect(result.current.visible).toHaveLength(10);
    rerender({ key: 'budget' });
    expect(result.current.visible).toHaveLength(5);
    expect(result.current.hiddenCount).toBe(7);
  });

  it('shows nothing while there is no list', () => {
    const { result } = renderHook(() => usePagedList<number>(null, 5, ''));
    expect(result.current).toMatchObject({ visible: [], hiddenCount: 0 });
  });
});
