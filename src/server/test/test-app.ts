import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { createLocalEventBus, type EventBus } from '../events/event-bus';
import { createLogger } from '../logger';
import { createDevMailbox } from '../mail/dev-mailbox';
import type { Mailer } from '../mail/mailer';
import { fetchPolicyFor } from '../net/fetcher/fetch-policy';
import type { FetchPolicy } from '../net/fetcher/safe-fetch';
import { createLocalStorage } from '../storage/local-storage';
import type { Storage } from '../storage/storage';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  mailbox: ReturnType<typeof createDevMailbox>;
  database: Database;
  storage: Storage;
  /** The app's live events: a worker given this bus reaches /api/events. */
  events: EventBus;
  config: Config;
  filesDir: string;
  webDistDir: string;
  close(): Promise<void>;
}

export const TEST_ORIGIN = 'http://localhost:3000';

/** The whole app over a fresh database and a temporary storage folder, without a port. */
export async function createTestApp(
  options: {
    configOverrides?: Partial<Config>;
    webDistDir?: string;
    /** A PostgreSQL server to make the test's database on (default: TEST_DATABASE_URL or PGlite). */
    databaseServerUrl?: string;
    /** Another storage (an S3 bucket) instead of the temporary folder. */
    storage?: Storage;
    /** The mailer, given the development mailbox (sign-in links are read from it). */
    mailer?: (mailbox: ReturnType<typeof createDevMailbox>) => Mailer;
    /** Added to the configured fetch policy (a loopback https server's certificate to trust). */
    fetchPolicy?: Partial<FetchPolicy>;
  } = {},
): Promise<TestApp> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-test-'));
  const filesDir = path.join(tmp, 'files');
  const webDistDir = options.webDistDir ?? path.join(tmp, 'web');
  fs.mkdirSync(webDistDir, { recursive: true });
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: tmp, APP_URL: TEST_ORIGIN, LOG_LEVEL: 'silent', ANALYZER_BROWSER: 'off' },
    options.configOverrides,
  );
  const database = await openTestDatabase(options.databaseServerUrl);
  const storage = options.storage ?? createLocalStorage(filesDir);
  const logger = createLogger('silent');
  const mailbox = createDevMailbox(logger);
  const events = createLocalEventBus();
  const app = createApp({
    config,
    database,
    storage,
    events,
    logger,
    webDistDir,
    mailer: options.mailer ? options.mailer(mailbox) : mailbox,
    devMailbox: mailbox.entries,
    ...(options.fetchPolicy ? { fetchPolicy: { ...fetchPolicyFor(config), ...options.fetchPolicy } } : {}),
  });
  return {
    app,
    mailbox,
    database,
    storage,
    events,
    config,
    filesDir,
    webDistDir,
    async close() {
      await events.close();
      await database.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
