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
export const envSchema = z.object({
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
  // One-time codes.
  OTP_TTL_SECONDS: seconds(180),
  OTP_RESEND_WAIT_SECONDS: seconds(60),
  OTP_MAX_TRY_COUNT: integer(3, 1, 10),
  /** The public key and client id the storefront's pages send to /sf-api (seller questions, banners): public by design, they name the client, not a secret. */
  SF_API_KEY: z.string().min(8).max(100).default('vitrin-sf-public-2026'),
  SF_CLIENT_ID: z.string().min(3).max(100).default('vitrin-web'),
  /** Reborn's highest asked price (TL), the upper bound of its payment settings' ranges (the spec reads 2,000,000 and 20,000; reborn/catalogue.ts). */
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
  // Checkout and payments.
  /** reCalculateAutoCampaignsOnCheckout: on, a changed total is charged without asking the shopper to confirm it. */
  RECALCULATE_CAMPAIGNS_ON_CHECKOUT: flag(false),
  /** A payment still waiting for the bank (3-D Secure left open) this long is failed and its stock given back. */
  PAYMENT_PENDING_MINUTES: integer(15, 1, 1440),
  /** Key (16 characters or more) the sandbox bank signs its 3-D returns with; unset, one is made once and stored. */
  BANK_SECRET: secret,
  // Tests.
  /** Lets POST /cop-api/test/clock move the expiry clock forward; never in production. */
  TEST_CLOCK: flag(false),
});

export type Env = z.infer<typeof envSchema>;
