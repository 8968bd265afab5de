import { describe, expect, it } from 'vitest';
import { parseEnv } from '@lib/platform/config/env.server';
import { exampleValues, secretFindings } from './secrets';
import { LIVE } from './settings.test-data';

// The documentation as the doctor reads it: values shown for secret settings, in code blocks, in
// prose and in .env files, quoted or not, with a comment after them.
const DOCS = [
  '```sh\nOTP_SECRET=0123456789abcdef0123   # an example\nSMTP_URL=smtp://USER:PASSWORD@smtp.relay.example:587\n```',
  'Set `METRICS_TOKEN=example-metrics-token-123` and `IYZICO_API_KEY="sandbox-example-api-key"`.',
  "CAPTCHA_SECRET='captcha-example-0123456'\nBANK_SECRET=\nNETGSM_PASSWORD=…\nIYZICO_SECRET_KEY=sandbox-example-secret | BANK_SECRET=bank-example-01234567",
  'SF_API_KEY=vitrin-sf-public-2026',
];
const shown = exampleValues(DOCS);

describe('secrets at the values the documentation shows', () => {
  it('gathers each value shown for a secret setting, without quotes or comments, and no empty one', () => {
    expect([...shown.get('OTP_SECRET')!]).toEqual(['0123456789abcdef0123']);
    expect([...shown.get('SMTP_URL')!]).toEqual(['smtp://USER:PASSWORD@smtp.relay.example:587']);
    expect([...shown.get('METRICS_TOKEN')!]).toEqual(['example-metrics-token-123']);
    expect([...shown.get('IYZICO_API_KEY')!]).toEqual(['sandbox-example-api-key']);
    expect([...shown.get('CAPTCHA_SECRET')!]).toEqual(['captcha-example-0123456']);
    expect([...shown.get('BANK_SECRET')!]).toEqual(['bank-example-01234567']);
    expect([...shown.get('NETGSM_PASSWORD')!]).toEqual(['…']);
    expect([...shown.get('IYZICO_SECRET_KEY')!]).toEqual(['sandbox-example-secret']);
    // Public by design: never a secret to flag.
    expect(shown.has('SF_API_KEY' as never)).toBe(false);
  });

  it('finds none while every secret is the operator’s own', () => {
    expect(secretFindings(parseEnv(LIVE), shown)).toEqual([]);
  });

  it.each([
    ['OTP_SECRET', '0123456789abcdef0123'],
    ['CAPTCHA_SECRET', 'captcha-example-0123456'],
    ['BANK_SECRET', 'bank-example-01234567'],
    ['METRICS_TOKEN', 'example-metrics-token-123'],
    ['IYZICO_API_KEY', 'sandbox-example-api-key'],
    ['IYZICO_SECRET_KEY', 'sandbox-example-secret'],
    ['NETGSM_PASSWORD', '…'],
    ['SMTP_URL', 'smtp://USER:PASSWORD@smtp.relay.example:587'],
  ])('finds %s at a documented value, never printing it', (name, value) => {
    const [finding, ...more] = secretFindings(parseEnv({ ...LIVE, [name]: value }), shown);
    expect(more).toEqual([]);
    expect(finding).toMatchObject({ group: 'Secrets', subject: name });
    expect(JSON.stringify(finding)).not.toContain(value);
  });
});
