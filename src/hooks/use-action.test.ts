import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { showToast } from '@/components/toast';

import { useAction } from './use-action';

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }));
const toast = vi.mocked(showToast);

beforeEach(() => toast.mockReset());

describe('useAction', () => {
  it('is busy while the action runs, then toasts the success and calls onDone', async () => {
    let finish: (value: number) => void = () => undefined;
    const onDone = vi.fn();
    const { result } = renderHook(() =>
      useAction((n: number) => new Promise<number>((resolve) => (finish = () => resolve(n * 2))), {
        success: (value, n) => ({ title: 'Sparat', message: `${n} → ${value}` }),
        onDone,
      }),
    );
    expect(result.current.busy).toBe(false);
    let run: Promise<number | undefined> = Promise.resolve(undefined);
    act(() => {
      run = result.current.run(21);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish(0);
      await expect(run).resolves.toBe(42);
    });
    expect(result.current.busy).toBe(false);
    expect(toast).toHaveBeenCalledWith('Sparat', '21 → 42', 'success');
    expect(onDone).toHaveBeenCalledWith(42, 21);
  });

  it('toasts a failure, hands it to onError and resolves with undefined', async () => {
    const failure = new Error('Ingen anslutning');
    const onError = vi.fn();
    const onDone = vi.fn();
    const { result } = renderHook(() =>
      useAction(() => Promise.reject(failure), {
        success: () => ({ title: 'Sparat', message: '' }),
        onDone,
        failure: (error) => ({ title: 'Kunde inte spara', message: (error as Error).message }),
        onError,
      }),
    );
    await act(async () => {
      await expect(result.current.run()).resolves.toBeUndefined();
    });
    expect(toast).toHaveBeenCalledExactlyOnceWith('Kunde inte spara', 'Ingen anslutning', 'error');
    expect(onError).toHaveBeenCalledWith(failure);
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });

  it('runs once at a time: a second click while busy does nothing', async () => {
    let finish: () => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useAction(action));
    let first: Promise<void | undefined> = Promise.resolve();
    act(() => {
      first = result.current.run();
    });
    await act(async () => {
      await expect(result.current.run()).resolves.toBeUndefined();
    });
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(toast).not.toHaveBeenCalled();
  });
});
