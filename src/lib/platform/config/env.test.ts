import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv as parseDotenv } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { checkEnv, ConfigError, parseEnv, runAsProduction } from './env.server';
import { envSchema } from './schema';

describe('the configuration', () => {
  it('gives every setting its default when nothing is set, and counts an empty value as unset', () => {
    const settings = parseEnv({ DATABASE_URL: '', OTP_TTL_SECONDS: '' });
    expect(settings).toMatchObject({
      PORT: 4321,
      PGLITE_DIR: './data/pglite',
      JSON_BODY_LIMIT_BYTES: 65_536,
      OTP_TTL_SECONDS: 180,
      PAGE_CACHE: true,
      MAINTENANCE: false,
      TEST_CLOCK: false,
      PASSIVE_CITY_IDS: [30, 73],
    });
    expect(settings.DATABASE_URL).toBeUndefined();
    // Unset, the site's address follows the one the server listens on (site.server.ts), not a fixed port.
    expect(settings.SITE_URL).toBeUndefined();
  });

  it('reads numbers, switches, lists and the site address', () => {
    const settings = parseEnv({
      PORT: '8080',
      PAGE_CACHE: '0',
      TEST_CLOCK: 'true',
      PASSIVE_CITY_IDS: '30, 73, 1',
      SITE_URL: 'https://shop.example/any/path',
    });
    expect(settings).toMatchObject({ PORT: 8080, PAGE_CACHE: false, TEST_CLOCK: true, PASSIVE_CITY_IDS: [30, 73, 1] });
    expect(settings.SITE_URL).toBe('https://shop.example');
  });

  it("keeps the password hash's cost at argon2's defaults, and never lets it below OWASP's floor", () => {
    expect(parseEnv({})).toMatchObject({ PASSWORD_HASH_MEMORY_KIB: 65_536, PASSWORD_HASH_PASSES: 3 });
    expect(parseEnv({ PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_PASSES: '2' })).toMatchObject({
      PASSWORD_HASH_MEMORY_KIB: 19_456,
      PASSWORD_HASH_PASSES: 2,
    });
    expect(() => parseEnv({ PASSWORD_HASH_MEMORY_KIB: '19455' })).toThrow(ConfigError);
    expect(() => parseEnv({ PASSWORD_HASH_PASSES: '1' })).toThrow(ConfigError);
  });

  it('trusts a proxy on the same machine by default, and reads addresses and ranges', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual(['loopback']);
    expect(parseEnv({ TRUSTED_PROXIES: ' 10.0.0.0/8, 2001:db8::1 ,loopback' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '2001:db8::1',
      'loopback',
    ]);
    expect(() => parseEnv({ TRUSTED_PROXIES: 'proxy.example' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('reads the backup settings: a daily backup into ./data/backups, seven kept, 0 hours for none on a schedule', () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_EVERY_HOURS: 24, BACKUP_DIR: './data/backups', BACKUP_KEEP: 7 });
    expect(parseEnv({ BACKUP_EVERY_HOURS: '0', BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '30' })).toMatchObject({
      BACKUP_EVERY_HOURS: 0,
      BACKUP_DIR: '/srv/backups',
      BACKUP_KEEP: 30,
    });
    for (const [name, value] of [
      ['BACKUP_EVERY_HOURS', '-1'],
      ['BACKUP_EVERY_HOURS', '1.5'],
      // Past 24 days a timer's delay overflows and it would fire at once, over and over.
      ['BACKUP_EVERY_HOURS', '577'],
      ['BACKUP_KEEP', '0'],
    ] as const) {
      expect(() => parseEnv({ [name]: value }), `${name}=${value}`).toThrow(ConfigError);
    }
  });

  it('reads the return photo settings (count, size cap, types) with their defaults', () => {
    expect(parseEnv({})).toMatchObject({ RETURN_PHOTOS_MAX: 4, RETURN_PHOTO_MAX_MB: 8, RETURN_PHOTO_TYPES: ['image/jpeg', 'image/png'] });
    expect(parseEnv({ RETURN_PHOTOS_MAX: '2', RETURN_PHOTO_MAX_MB: '3', RETURN_PHOTO_TYPES: ' image/png ' })).toMatchObject({
      RETURN_PHOTOS_MAX: 2,
      RETURN_PHOTO_MAX_MB: 3,
      RETURN_PHOTO_TYPES: ['image/png'],
    });
    for (const [name, value] of [
      ['RETURN_PHOTOS_MAX', '0'],
      ['RETURN_PHOTO_MAX_MB', '11'],
      ['RETURN_PHOTO_TYPES', 'image/gif'],
    ] as const) {
      expect(() => parseEnv({ [name]: value }), `${name}=${value}`).toThrow(ConfigError);
    }
  });

  it('refuses a wrong value with the variable named', () => {
    for (const [name, value] of [
      ['OTP_TTL_SECONDS', '0'],
      ['PORT', 'eighty'],
      ['SITE_URL', 'ftp://shop.example'],
      ['DATABASE_URL', 'mysql://db'],
      ['MAINTENANCE', 'yes'],
      ['PASSIVE_CITY_IDS', '30,99'],
      ['CAPTCHA_SECRET', 'short'],
      ['METRICS_TOKEN', 'short'],
      ['METRICS_TOKEN', 'sixteen or more but with spaces'],
      ['LOG_LEVEL', 'loud'],
    ]) {
      expect(() => parseEnv({ [name!]: value }), name).toThrow(ConfigError);
      expect(() => parseEnv({ [name!]: value }), name).toThrow(new RegExp(`^Invalid environment variable ${name}`));
    }
  });

  it('lists every problem one per line for the doctor, those across settings too, and reads the rest with wrong values at their defaults', () => {
    expect(checkEnv({ PORT: '8080' })).toEqual({ settings: parseEnv({ PORT: '8080' }), problems: [] });
    const { settings, problems } = checkEnv({
      PORT: 'eighty',
      SITE_URL: 'https://shop.example',
      EMAIL_PROVIDER: 'smtp',
      MAIL_FROM: 'Vitrin <a@b.example>',
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^PORT: /);
    expect(problems[1]).toBe('SMTP_URL: required by the chosen provider');
    expect(settings).toMatchObject({ PORT: 4321, SITE_URL: 'https://shop.example', EMAIL_PROVIDER: 'smtp' });
  });

  it("runs the built server on its libraries' production builds, unless NODE_ENV says otherwise", () => {
    vi.stubEnv('NODE_ENV', undefined);
    runAsProduction();
    expect(process.env.NODE_ENV).toBe('production');
    vi.stubEnv('NODE_ENV', 'test');
    runAsProduction();
    expect(process.env.NODE_ENV).toBe('test');
    vi.unstubAllEnvs();
  });

  it('is the only reader of process.env in the server code', () => {
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (
          /\.(ts|tsx|astro)$/.test(entry.name) &&
          !/\.test\.ts$/.test(entry.name) &&
          readFileSync(path, 'utf8').includes('process.env')
        ) {
          readers.push(path);
        }
      }
    };
    walk('src');
    expect(readers.sort()).toEqual(['src/lib/platform/config/env.server.ts']);
    for (const key of ['OTP_TTL_SECONDS', 'LOGIN_WINDOW_SECONDS', 'CAPTCHA_COST', 'PASSIVE_CITY_IDS'])
      expect(envSchema.shape).toHaveProperty(key);
  });

  it('accepts .env.example as it stands, and the README documents every variable', () => {
    expect(() => parseEnv(parseDotenv(readFileSync('.env.example', 'utf8')))).not.toThrow();
    const readme = readFileSync('README.md', 'utf8');
    for (const key of Object.keys(envSchema.shape)) expect(readme, key).toContain(`\`${key}\``);
  });
});
