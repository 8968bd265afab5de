/** A store ready to go live, as its environment: real providers, switches off, HTTPS, monitored, no demo seeding. */
export const LIVE: Record<string, string> = {
  SITE_URL: 'https://shop.example',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://siparis:own-relay-password@smtp.relay.example:587',
  MAIL_FROM: 'Vitrin <siparis@shop.example>',
  SMS_PROVIDER: 'netgsm',
  NETGSM_USERCODE: '8501234567',
  NETGSM_PASSWORD: 'own-netgsm-password',
  SMS_SENDER: 'VITRIN',
  PAYMENT_PROVIDER: 'iyzico',
  IYZICO_API_KEY: 'live-api-key-of-the-merchant',
  IYZICO_SECRET_KEY: 'live-secret-key-of-the-merchant',
  METRICS_TOKEN: 'own-metrics-token-0123456789',
  OTP_SECRET: 'own-otp-secret-0123456789',
  SEED_DEMO: 'never',
  DEV_OUTBOX: '0',
  TEST_CLOCK: '0',
};
