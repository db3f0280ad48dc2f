/**
 * Settings of the local stack, mirroring supabase/config.toml and GoTrue's environment names.
 * Everything can be overridden through the `env` given to startStack (or process.env for the CLI).
 */
export type AuthConfig = {
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** MAILER_AUTOCONFIRM=true turns e-mail confirmation off (config.toml has it on). */
  autoconfirm: boolean;
  jwtExpiry: number;
  otpLength: number;
  otpExpiry: number;
  minPasswordLength: number;
  /** Character sets a password needs one of each (GoTrue's PASSWORD_REQUIRED_CHARACTERS). */
  passwordRequiredCharacters: string[];
  /** Seconds before the same address can be mailed again (GoTrue's max_frequency). */
  maxFrequency: number;
  /** Seconds a rotated refresh token may still be used (refresh_token_reuse_interval). */
  refreshReuseInterval: number;
  rateLimits: RateLimitConfig | null;
  /** Seconds a session may live at most, however active (config.toml [auth.sessions] timebox). */
  sessionTimebox: number;
  /** Postgres-function hooks (config.toml [auth.hook.*]); null turns one off. */
  hooks: AuthHooks;
};

/** Requests per IP per 5 minutes, as GoTrue's limiters (null = RATE_LIMITS=off). */
export type RateLimitConfig = {
  signInSignUps: number;
  tokenVerifications: number;
  tokenRefresh: number;
};

type Env = Record<string, string | undefined>;

export type AuthHooks = {
  beforeUserCreated: string | null;
  passwordVerificationAttempt: string | null;
};

const DEFAULT_SITE_URL = 'http://localhost:5173';

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function authConfig(env: Env): AuthConfig {
  const siteUrl = env.SITE_URL ?? DEFAULT_SITE_URL;
  // Spec §9's three redirect URLs; a purely local stack also accepts any local port, so the app
  // works from `npm start`, `npm run dev` and the E2E preview alike.
  const localOrigins = env.SITE_URL ? [] : ['http://localhost:*/**', 'http://127.0.0.1:*/**'];
  const redirects = env.ADDITIONAL_REDIRECT_URLS?.split(',')
    .map((url) => url.trim())
    .filter(Boolean) ?? [
    `${siteUrl}/welcome`,
    `${siteUrl}/dashboard`,
    `${siteUrl}/**`,
    ...localOrigins,
  ];
  return {
    siteUrl,
    additionalRedirectUrls: redirects,
    autoconfirm: env.MAILER_AUTOCONFIRM === 'true',
    jwtExpiry: int(env.JWT_EXPIRY, 3600),
    otpLength: int(env.MAILER_OTP_LENGTH, 6),
    // Issue 21: codes live 15 minutes; passwords as the registration form demands (spec §5),
    // the same as supabase/config.toml's minimum_password_length and password_requirements.
    otpExpiry: int(env.MAILER_OTP_EXP, 900),
    minPasswordLength: int(env.PASSWORD_MIN_LENGTH, 8),
    passwordRequiredCharacters: (
      env.PASSWORD_REQUIRED_CHARACTERS ??
      'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789'
    )
      .split(':')
      .filter(Boolean),
    maxFrequency: int(env.SMTP_MAX_FREQUENCY, 60),
    refreshReuseInterval: int(env.REFRESH_TOKEN_REUSE_INTERVAL, 10),
    sessionTimebox: int(env.SESSIONS_TIMEBOX, 12 * 3600),
    hooks: {
      beforeUserCreated: 'public.hook_before_user_created',
      passwordVerificationAttempt: 'public.hook_password_verification_attempt',
    },
    rateLimits:
      env.RATE_LIMITS === 'off'
        ? null
        : {
            signInSignUps: int(env.RATE_LIMIT_SIGN_IN_SIGN_UPS, 30),
            tokenVerifications: int(env.RATE_LIMIT_TOKEN_VERIFICATIONS, 30),
            tokenRefresh: int(env.RATE_LIMIT_TOKEN_REFRESH, 150),
          },
  };
}

/** GoTrue's redirect check: the site URL, or a match of an allow-list glob (`*`, `**`). */
export function allowedRedirect(config: AuthConfig, candidate: string | null | undefined): string {
  if (!candidate) return config.siteUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return config.siteUrl;
  }
  const href = url.href;
  const sameOrigin = (base: string) => {
    try {
      return new URL(base).origin === url.origin;
    } catch {
      return false;
    }
  };
  if (
    href === config.siteUrl ||
    href === `${config.siteUrl}/` ||
    (sameOrigin(config.siteUrl) && url.pathname === '/')
  ) {
    return candidate;
  }
  const matches = config.additionalRedirectUrls.some(
    (pattern) => globToRegExp(pattern).test(href) || globToRegExp(pattern).test(candidate),
  );
  return matches ? candidate : config.siteUrl;
}

function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] ?? '';
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (char === '*') {
      source += '[^/.]*';
    } else if (char === '?') {
      source += '[^/.]';
    } else {
      source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}
