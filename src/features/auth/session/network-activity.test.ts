import { describe, expect, it, vi } from 'vitest';

import { trackNetworkActivity } from './network-activity';

describe('trackNetworkActivity', () => {
  it('counts the user’s requests but not background ones (keep-alive, refresh, sync, bell)', async () => {
    const calls: string[] = [];
    const target = {
      fetch: vi.fn((input: RequestInfo | URL) => {
        calls.push(input instanceof Request ? input.url : input.toString());
        return Promise.resolve(new Response('{}'));
      }),
    } as unknown as Window;
    const onRequest = vi.fn();
    trackNetworkActivity(onRequest, target);
    const api = 'http://127.0.0.1:54321';
    await target.fetch(`${api}/rest/v1/rpc/get_masked_profile`);
    await target.fetch(`${api}/functions/v1/auth-proxy`);
    expect(onRequest).toHaveBeenCalledTimes(2);
    await target.fetch(`${api}/functions/v1/session-middleware`);
    await target.fetch(`${api}/auth/v1/token?grant_type=refresh_token`);
    await target.fetch(`${api}/rest/v1/rpc/push_ops`);
    await target.fetch(
      `${api}/rest/v1/transactions?select=*&user_id=eq.u1&server_seq=gt.42&order=server_seq.asc`,
    );
    await target.fetch(`${api}/rest/v1/rpc/my_notifications`);
    expect(onRequest).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(7);
  });
});
