import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeSmtp, smtpFromEnv } from './smtp.server';

// env() reads the environment once, and the logger asks for it as it is imported: the settings are
// stubbed before any import (vi.hoisted runs first), and unstubbed after, so no other file sees them.
vi.hoisted(() => {
  vi.stubEnv('EMAIL_PROVIDER', 'smtp');
  vi.stubEnv('SMTP_URL', 'smtp://mailer:secret@127.0.0.1:2525');
  vi.stubEnv('MAIL_FROM', 'Vitrin <siparis@example.com.tr>');
});

afterAll(async () => {
  await closeSmtp();
  vi.unstubAllEnvs();
});

describe('the SMTP transport from the environment', () => {
  it('is made once per process, and closing it leaves nothing to close', async () => {
    const transport = smtpFromEnv();
    expect(transport.name).toBe('smtp');
    expect(smtpFromEnv()).toBe(transport);
    await expect(closeSmtp()).resolves.toBeUndefined();
  });
});
