/**
 * The least a production start needs (config.ts productionProblems): a secret, the public origin,
 * SMTP for sign-in links and a billing choice. The SMTP server is never contacted unless a test
 * sends mail.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'p'.repeat(40),
  APP_URL: 'https://atlas.example',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  BILLING_MODE: 'disabled',
} as const;
