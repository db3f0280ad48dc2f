/**
 * The billing function's provider settings in the local stack (issue 43): a test key, a webhook
 * secret and a price that only the fake Stripe (fake-stripe.ts) knows, and STRIPE_API_URL
 * pointing the function's Stripe library at the stack itself. No call leaves the machine.
 */
export const LOCAL_STRIPE = {
  secretKey: 'sk_test_slantis_local',
  webhookSecret: 'whsec_slantis_local_webhook_secret',
  familyPriceId: 'price_familj_local',
} as const;

export function stripeEnv(stackUrl: string, siteUrl: string, appOrigins: string[]) {
  return {
    STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
    STRIPE_PRICE_FAMILJ: LOCAL_STRIPE.familyPriceId,
    STRIPE_API_URL: stackUrl,
    SITE_URL: siteUrl,
    APP_ORIGINS: [...new Set([new URL(siteUrl).origin, ...appOrigins])].join(','),
  };
}
