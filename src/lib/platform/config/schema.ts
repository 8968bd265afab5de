import { z } from 'zod';

// Every environment variable the server reads, with its default. Other modules read settings only
// through env() (env.server.ts), so a wrong value stops the start with the variable named instead
// of failing on the first request that happens to need it.

/** An on/off switch: 1 or true is on, 0 or false is off. */
const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === '1' || v === 'true'));
const integer = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const seconds = (fallback: number) => integer(fallback, 1, 86_400);
/** A signing key: long enough that it cannot be guessed. */
const secret = z.string().min(16).optional();

/**
 * The site's public address: absolute links (canonical, hreflang, sitemap, robots, e-mails) are built
 * from it, never from the Host header. Unset: the address the server really listens on (site.server.ts).
 */
const siteUrl = z
  .url({ protocol: /^https?$/ })
  .optional()
  .transform((value) => (value === undefined ? undefined : new URL(value).origin));

/** The photo types a return may accept, comma-separated (the ones the server recognises by their bytes). */
const photoTypes = z
  .string()
  .default('image/jpeg,image/png')
  .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))])
  .pipe(z.array(z.enum(['image/jpeg', 'image/png'])).min(1));

/** Plate numbers (1 to 81), comma-separated. */
const plates = z
  .string()
  .default('30,73')
  .transform((value) => value.split(',').map((part) => Number(part.trim())))
  .pipe(z.array(z.number().int().min(1).max(81)));

/** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: `loopback`, `none`, addresses and CIDR ranges. */
const proxies = z
  .string()
  .default('loopback')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.union([z.literal('loopback'), z.literal('none'), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])).min(1));

/** The server's settings, one key per environment variable. */
export const envSchema = z
  .object({
    // Serving.
    PORT: integer(4321, 0, 65_535),
    /** Unset: the adapter's configured host (every interface); `npm start` sets localhost. */
    HOST: z.string().min(1).optional(),
    SITE_URL: siteUrl,
    /** Who may tell the store the shopper's address and protocol (platform/security/proxies.server.ts). */
    TRUSTED_PROXIES: proxies,
    /** Request bodies above this many bytes are refused with 413 before they are read. */
    JSON_BODY_LIMIT_BYTES: integer(64 * 1024, 1, 100 * 1024 * 1024),
    /**
     * Server processes on the one port (node:cluster); unset: one per core. On the embedded database
     * always one (server/workers/rules.ts).
     */
    WORKERS: z.coerce.number().int().min(1).max(256).optional(),
    /** After SIGTERM or SIGINT, requests in flight may take this long before connections are cut. */
    SHUTDOWN_TIMEOUT_SECONDS: integer(10, 0, 3600),
    MAINTENANCE: flag(false),
    /** Sent as Retry-After with the maintenance answers. */
    MAINTENANCE_RETRY_AFTER_SECONDS: seconds(300),
    /** 0: render every page; otherwise the pages shoppers land on are kept for every shopper (pipeline/cache). */
    PAGE_CACHE: flag(true),
    /** Kept pages hold at most this many bytes; the least recently used go first. */
    PAGE_CACHE_BYTES: integer(32 * 1024 * 1024, 1024 * 1024, 4 * 1024 * 1024 * 1024),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where /.well-known/security.txt sends vulnerability reports (a mailto: or https: address); unset, security@ the site's host. */
    SECURITY_CONTACT: z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'a mailto: or https: address')
      .optional(),
    /** The bearer token GET /metrics asks for (16 to 256 visible ASCII characters); unset, /metrics answers 404. */
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{16,256}$/, '16 to 256 visible ASCII characters')
      .optional(),
    // Database.
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    PGLITE_DIR: z.string().min(1).default('./data/pglite'),
    /** auto: demo data into the embedded database only; always: into PostgreSQL too; never: none. */
    SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
    // Backups (docs/operating.md, "Backups and restore").
    /** On the embedded database, the running server writes a backup this often (hours; 0: only on demand; at most 24 days, a timer's limit). */
    BACKUP_EVERY_HOURS: integer(24, 0, 24 * 24),
    /** Where backups are written (the embedded database's by the server, PostgreSQL's by `npm run db:backup`). */
    BACKUP_DIR: z.string().min(1).default('./data/backups'),
    /** Backups kept in BACKUP_DIR; older ones are removed after each new one. */
    BACKUP_KEEP: integer(7, 1, 10_000),
    DEV_OUTBOX: flag(false),
    // Messages (docs/operating.md, "E-mail and SMS"): every one leaves through the outbox.
    /** sandbox: e-mails stay in the store's outbox (/dev/outbox); smtp: sent through SMTP_URL. */
    EMAIL_PROVIDER: z.enum(['sandbox', 'smtp']).default('sandbox'),
    /** The relay e-mail is sent through: smtp://user:pass@host:587 (STARTTLS) or smtps://…:465. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** The sender every e-mail names: "Vitrin <siparis@example.com.tr>". */
    MAIL_FROM: z.string().min(3).max(255).optional(),
    /** Where replies go, when not to MAIL_FROM. */
    MAIL_REPLY_TO: z.string().min(3).max(255).optional(),
    /** DKIM signing (all three, or none): the domain, its selector, and the private key's file (PEM). */
    DKIM_DOMAIN: z.string().min(3).max(253).optional(),
    DKIM_SELECTOR: z.string().min(1).max(63).optional(),
    DKIM_PRIVATE_KEY_FILE: z.string().min(1).optional(),
    /** sandbox: SMS stay in the store's outbox; netgsm: sent through Netgsm's HTTP API (decision 0043). */
    SMS_PROVIDER: z.enum(['sandbox', 'netgsm']).default('sandbox'),
    /** Netgsm's API address; only a test points it elsewhere. */
    NETGSM_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.netgsm.com.tr'),
    NETGSM_USERCODE: z.string().min(1).max(64).optional(),
    NETGSM_PASSWORD: z.string().min(1).max(128).optional(),
    /** The sender name (message header) registered with Netgsm, shown as the SMS's sender. */
    SMS_SENDER: z.string().min(1).max(11).optional(),
    /** The store's İYS brand code: commercial SMS are filtered by İYS under it. */
    IYS_BRAND_CODE: z
      .string()
      .regex(/^\d{1,12}$/)
      .optional(),
    /** A provider that has not answered in this many seconds is given up on for this attempt. */
    PROVIDER_TIMEOUT_SECONDS: integer(10, 1, 10),
    /** Attempts per message before it is marked failed (the operator can resend it). */
    OUTBOX_MAX_ATTEMPTS: integer(8, 1, 50),
    /** The first retry's wait; each next one doubles, up to an hour. */
    OUTBOX_RETRY_SECONDS: integer(30, 1, 3600),
    // One-time codes.
    OTP_TTL_SECONDS: seconds(180),
    OTP_RESEND_WAIT_SECONDS: seconds(60),
    OTP_MAX_TRY_COUNT: integer(3, 1, 10),
    /** The public key and client id the storefront's pages send to /sf-api (seller questions, banners): public by design, they name the client, not a secret. */
    SF_API_KEY: z.string().min(8).max(100).default('vitrin-sf-public-2026'),
    SF_CLIENT_ID: z.string().min(3).max(100).default('vitrin-web'),
    /** Reborn's highest asked price (TL), the upper bound of its payment settings' ranges (docs/behaviour/reborn.md#payment-settings; reborn/catalogue.ts). */
    REBORN_MAX_PRICE: integer(2_000_000, 1_000, 100_000_000),
    /** Codes sent to one phone or e-mail per window, against SMS pumping. */
    OTP_SENDS_PER_HOUR: integer(10, 1),
    /** Codes one session may have sent per window, whatever the targets (SMS and e-mail pumping). */
    OTP_SENDS_PER_SESSION: integer(10, 1),
    /** Codes sent for one signed-in customer per window, over all their sessions. */
    OTP_SENDS_PER_CUSTOMER: integer(10, 1),
    /** Codes sent for one client address per window, over all its sessions. */
    OTP_SENDS_PER_ADDRESS: integer(30, 1),
    /** The window of the send caps above, the per-recipient cap included. */
    OTP_SEND_WINDOW_SECONDS: seconds(3600),
    OTP_SECRET: secret,
    // Accounts.
    /** argon2id memory per password hash, in KiB; never below OWASP's floor of 19 MiB. */
    PASSWORD_HASH_MEMORY_KIB: integer(64 * 1024, 19 * 1024, 1024 * 1024),
    /** argon2id passes per password hash; never below OWASP's floor of 2. */
    PASSWORD_HASH_PASSES: integer(3, 2, 10),
    LOGIN_MAX_FAILURES_ACCOUNT: integer(5, 0),
    LOGIN_MAX_FAILURES_ADDRESS: integer(100, 0),
    LOGIN_WINDOW_SECONDS: integer(900, 0),
    /** A staff member's session (/editor) ends after this many idle minutes … */
    STAFF_SESSION_IDLE_MINUTES: integer(120, 1, 24 * 60),
    /** … and this many hours after sign-in, however busy (src/lib/catalogue/staff/rules.ts). */
    STAFF_SESSION_MAX_HOURS: integer(12, 1, 7 * 24),
    /** Registrations started from one address in an hour before the bot check is asked (0: always). */
    CAPTCHA_AFTER: integer(5, 0),
    /** The captcha's proof-of-work: PBKDF2 iterations per try. */
    CAPTCHA_COST: integer(100, 0),
    CAPTCHA_SECRET: secret,
    /** Registration verifies the e-mail before the phone. */
    EMAIL_VERIFICATION_REQUIRED: flag(false),
    // Addresses.
    /** Cities without delivery (Hakkâri and Şırnak by default). */
    PASSIVE_CITY_IDS: plates,
    // Cart and favourites.
    /** Units one cart may hold over all its lines (the "maximum items per cart" answer). */
    CART_MAX_ITEMS: integer(30, 1, 1000),
    /** A shared cart link stays readable this long. */
    CART_SHARE_TTL_DAYS: integer(14, 1, 365),
    /** guestMaxItemCount: favourites a guest keeps on the device before being asked to sign in. */
    GUEST_FAVOURITES_MAX: integer(20, 1, 500),
    // Returns.
    /** Photos a return reason that asks for them accepts per item (at least one). */
    RETURN_PHOTOS_MAX: integer(4, 1, 10),
    /** The largest return photo, in megabytes (an upload's chunks stop at 10). */
    RETURN_PHOTO_MAX_MB: integer(8, 1, 10),
    /** The photo types a return accepts: image/jpeg, image/png or both. */
    RETURN_PHOTO_TYPES: photoTypes,
    // Loyalty.
    /**
     * The members' loyalty features: The One and Club & More (pages and account entries), OneCard
     * points at payment and their calls. Off, they are hidden and the calls refuse with LOYALTY_INACTIVE.
     */
    LOYALTY_FEATURES: flag(true),
    // Checkout and payments.
    /** reCalculateAutoCampaignsOnCheckout: on, a changed total is charged without asking the shopper to confirm it. */
    RECALCULATE_CAMPAIGNS_ON_CHECKOUT: flag(false),
    /** A payment still waiting for the bank (3-D Secure left open) this long is failed and its stock given back. */
    PAYMENT_PENDING_MINUTES: integer(15, 1, 1440),
    /** Key (16 characters or more) the sandbox bank signs its 3-D returns with; unset, one is made once and stored. */
    BANK_SECRET: secret,
    /** sandbox: cards are paid at the sandbox bank inside the project; iyzico: through iyzico's API (decision 0045). */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'iyzico']).default('sandbox'),
    /** iyzico's API address: https://sandbox-api.iyzipay.com for its test environment; only a test points it elsewhere. */
    IYZICO_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.iyzipay.com'),
    IYZICO_API_KEY: z.string().min(1).max(200).optional(),
    IYZICO_SECRET_KEY: z.string().min(1).max(200).optional(),
    /**
     * With an https SITE_URL the store will not start while a sandbox takes a real shopper's
     * e-mail, SMS or card payment; on, it starts anyway (a public demo, a staging site).
     */
    ALLOW_SANDBOX_PROVIDERS: flag(false),
    // Tests.
    /** Lets POST /cop-api/test/clock move the expiry clock forward; never in production. */
    TEST_CLOCK: flag(false),
  })
  .superRefine((settings, context) => {
    // A chosen provider without what it needs would start and then fail every message.
    const needs: [boolean, string, unknown][] = [
      [settings.EMAIL_PROVIDER === 'smtp', 'SMTP_URL', settings.SMTP_URL],
      [settings.EMAIL_PROVIDER === 'smtp', 'MAIL_FROM', settings.MAIL_FROM],
      [settings.SMS_PROVIDER === 'netgsm', 'NETGSM_USERCODE', settings.NETGSM_USERCODE],
      [settings.SMS_PROVIDER === 'netgsm', 'NETGSM_PASSWORD', settings.NETGSM_PASSWORD],
      [settings.SMS_PROVIDER === 'netgsm', 'SMS_SENDER', settings.SMS_SENDER],
      [settings.PAYMENT_PROVIDER === 'iyzico', 'IYZICO_API_KEY', settings.IYZICO_API_KEY],
      [settings.PAYMENT_PROVIDER === 'iyzico', 'IYZICO_SECRET_KEY', settings.IYZICO_SECRET_KEY],
    ];
    for (const [chosen, key, value] of needs) {
      if (chosen && value === undefined) context.addIssue({ code: 'custom', path: [key], message: 'required by the chosen provider' });
    }
    const dkim = [settings.DKIM_DOMAIN, settings.DKIM_SELECTOR, settings.DKIM_PRIVATE_KEY_FILE].filter((v) => v !== undefined).length;
    if (dkim !== 0 && dkim !== 3)
      context.addIssue({
        code: 'custom',
        path: ['DKIM_DOMAIN'],
        message: 'DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together',
      });
  });

export type Env = z.infer<typeof envSchema>;
