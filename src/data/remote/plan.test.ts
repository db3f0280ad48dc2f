import { describe, expect, it } from 'vitest';

import { env } from '@/config/env';

import { isProviderPage } from './plan';

describe('isProviderPage', () => {
  it('sends the browser to the provider’s https pages and the local stack’s stand-in only', () => {
    expect(isProviderPage('https://checkout.stripe.com/c/pay/cs_test_1')).toBe(true);
    expect(isProviderPage(`${env.supabaseUrl}/__local/checkout/cs_test_1`)).toBe(true);
    expect(isProviderPage('https://billing.stripe.com/p/session/1')).toBe(true);
    expect(isProviderPage('http://evil.example/pay')).toBe(false);
    expect(isProviderPage('https://evil.example/pay')).toBe(false);
    expect(isProviderPage('http://checkout.stripe.com/c/pay')).toBe(false);
    expect(isProviderPage('javascript:alert(1)')).toBe(false);
    expect(isProviderPage('not a url')).toBe(false);
  });
});
