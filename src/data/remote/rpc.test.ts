import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { supabase } from '@/lib/supabase';

import { hasCode, speaking, worded } from './error-words';
import { refusalWords } from './refusals';
import { NETWORK, OFFLINE, onMfaRequired, RemoteError, rpc, toRemoteError, UNKNOWN } from './rpc';

vi.mock('@/lib/supabase', () => ({ supabase: { rpc: vi.fn() } }));
const serverRpc = vi.mocked(supabase.rpc);

beforeEach(() => serverRpc.mockReset());
afterEach(() => vi.restoreAllMocks());

describe('toRemoteError', () => {
  it.each([
    [{ code: '42501', message: 'Ingen behörighet' }, '42501', 'Ingen behörighet'],
    [{ code: 'weak_password', message: 'Password is weak' }, 'weak_password', 'Password is weak'],
    [{ code: '', message: 'TypeError: Failed to fetch' }, NETWORK, 'TypeError: Failed to fetch'],
    [new TypeError('Load failed'), NETWORK, 'Load failed'],
    [{ message: 'relation does not exist' }, UNKNOWN, 'relation does not exist'],
    [null, UNKNOWN, 'null'],
  ])('%j → %s', (error, code, message) => {
    const remote = toRemoteError(error);
    expect(remote).toBeInstanceOf(RemoteError);
    expect(remote).toMatchObject({ code, message });
    expect(remote.cause).toBe(error);
  });

  it('says offline when the device has no network, unless the server answered with a code', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(toRemoteError(new TypeError('Failed to fetch')).code).toBe(OFFLINE);
    expect(toRemoteError({ code: 'P0001', message: 'Ämne krävs' }).code).toBe('P0001');
  });

  it('takes the refusal code a P0001 names in its hint (a rule raised in SQL)', () => {
    const raised = { code: 'P0001', message: refusalWords.server_written, hint: 'server_written' };
    expect(toRemoteError(raised)).toMatchObject({ code: 'server_written' });
    // A hint written for people, or another SQLSTATE's hint, leaves the code as it is.
    expect(toRemoteError({ code: 'P0001', message: 'x', hint: 'Försök igen.' }).code).toBe('P0001');
    expect(
      toRemoteError({ code: '42501', message: 'x', hint: 'reauthentication_required' }).code,
    ).toBe('42501');
  });

  it('keeps a RemoteError as it is', () => {
    const error = new RemoteError('23505', 'Taget');
    expect(toRemoteError(error)).toBe(error);
  });
});

describe('rpc', () => {
  it('resolves with the data of the named function', async () => {
    serverRpc.mockResolvedValueOnce({ data: [{ id: 1 }], error: null } as never);
    await expect(rpc('my_family', { a: 1 })).resolves.toEqual([{ id: 1 }]);
    expect(serverRpc).toHaveBeenCalledWith('my_family', { a: 1 });
  });

  it('rejects with a RemoteError for a refusal and for a thrown network error', async () => {
    serverRpc.mockResolvedValueOnce({
      data: null,
      error: { code: 'P0001', message: 'Fel' },
    } as never);
    await expect(rpc('create_task')).rejects.toMatchObject({ code: 'P0001', message: 'Fel' });
    serverRpc.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(rpc('create_task')).rejects.toMatchObject({ code: NETWORK });
  });
});

describe('worded', () => {
  const words = {
    spoken: ['P0001'],
    offline: 'Offline',
    network: 'Nätfel',
    generic: 'Något gick fel',
  };

  it.each([
    [{ code: 'P0001', message: 'Ämne krävs' }, 'Ämne krävs'],
    [{ code: '42P01', message: 'relation does not exist' }, 'Något gick fel'],
    [new TypeError('Failed to fetch'), 'Nätfel'],
    [undefined, 'Något gick fel'],
  ])('%j → %s, keeping the code', (error, message) => {
    const remote = worded(error, words);
    expect(remote.message).toBe(message);
    expect(remote.code).toBe(toRemoteError(error).code);
  });

  it('says a refusal code in the one map’s words, whichever feature asks', () => {
    const raised = { code: 'P0001', message: 'raw', hint: 'server_written' };
    expect(worded(raised, { ...words, spoken: [] })).toMatchObject({
      code: 'server_written',
      message: refusalWords.server_written,
    });
  });

  it('uses the offline copy when the device is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(worded(new TypeError('Failed to fetch'), words).message).toBe('Offline');
  });

  it('speaking() rejects with worded errors and passes results through', async () => {
    const double = (n: number): Promise<number> =>
      n < 0
        ? Promise.reject(Object.assign(new Error('raw'), { code: '23514' }))
        : Promise.resolve(n * 2);
    const call = speaking(double, words);
    await expect(call(2)).resolves.toBe(4);
    const error: unknown = await call(-1).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23514', message: 'Något gick fel' });
    expect(hasCode(error, '23514')).toBe(true);
    expect(hasCode(new Error('x'), '23514')).toBe(false);
  });
});

describe('rpc and two-factor (issue 42)', () => {
  const refused = {
    data: null,
    error: { code: 'P0001', message: refusalWords.mfa_required, hint: 'mfa_required' },
  };

  it('asks for the code on mfa_required and calls once more when it was given', async () => {
    serverRpc
      .mockResolvedValueOnce(refused as never)
      .mockResolvedValueOnce({ data: 'accepted', error: null } as never);
    const stepUp = vi.fn().mockResolvedValue(true);
    const stop = onMfaRequired(stepUp);
    await expect(rpc('decide_gift_pledge', { pledge: 'p', accept: true })).resolves.toBe(
      'accepted',
    );
    stop();
    expect(stepUp).toHaveBeenCalledOnce();
    expect(serverRpc).toHaveBeenCalledTimes(2);
  });

  it('rejects with the refusal when the code was not given, or nobody can ask for it', async () => {
    serverRpc.mockResolvedValue(refused as never);
    const stop = onMfaRequired(() => Promise.resolve(false));
    await expect(rpc('set_goal_interest')).rejects.toMatchObject({ code: 'mfa_required' });
    stop();
    await expect(rpc('set_goal_interest')).rejects.toMatchObject({ code: 'mfa_required' });
    expect(serverRpc).toHaveBeenCalledTimes(2);
  });
});
