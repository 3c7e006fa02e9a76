import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { startAnalysisWorker } from './analysis/jobs/start-analysis-worker';
import type { Worker } from './analysis/jobs/worker';
import { closeProcessRenderService } from './analysis/render/process-renderer';
import { createApp, WEB_DIST_DIR } from './app';
import { createStripeBilling, createStripeClient } from './billing/stripe-billing';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/seed-catalogue';
import { createLocalEventBus, createPostgresEventBus } from './events/event-bus';
import { createLogger } from './logger';
import { createDevMailbox } from './mail/dev-mailbox';
import { createSmtpMailer } from './mail/smtp-mailer';
import { openStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';

/** Connections waiting to be accepted, at most (the kernel caps it at net.core.somaxconn). */
const LISTEN_BACKLOG = 4096;

function fail(message: string): never {
  process.stderr.write(`\nBrand Atlas could not start.\n${message}\n\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config.logLevel, {
    pretty: process.stdout.isTTY && config.env === 'development',
  });
  const appUrl = new URL(config.appUrl);
  if (config.isProduction && appUrl.protocol === 'http:' && appUrl.hostname !== 'localhost') {
    // Production session cookies are Secure (__Secure- prefixed): browsers keep them over https only.
    logger.warn(
      { appUrl: config.appUrl },
      'APP_URL is not https: browsers will not keep the session cookie, so nobody can stay signed in',
    );
  }

  if (config.database.kind === 'pglite' || config.storage.kind === 'local') {
    try {
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.accessSync(config.dataDir, fs.constants.R_OK | fs.constants.W_OK);
    } catch (error) {
      fail(`The data folder ${config.dataDir} is not readable and writable (${(error as Error).message}).
Set DATA_DIR to a folder this user may write.`);
    }
  }

  let storage: Storage;
  try {
    storage = await openStorage(config.storage, {
      onUnreachable: (message) =>
        logger.warn(`${message}\nStarting anyway: uploads answer 503 until it answers.`),
    });
  } catch (error) {
    fail((error as Error).message);
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    fail((error as Error).message);
  }
  logger.info({ database: database.kind }, 'database ready');

  if (config.seedOnStart) {
    const seeded = await seedIfEmpty(database.db, storage, logger);
    if (seeded > 0) logger.info({ brands: seeded }, 'seeded the starter catalogue');
  }

  const webDistDir = config.webDistDir ?? WEB_DIST_DIR;
  if (!fs.existsSync(webDistDir)) logger.warn('the web app is not built: run `npm run build`');
  const devMailbox = config.mail.smtpUrl
    ? null
    : createDevMailbox(logger, { logLinks: config.env === 'development' });
  const mailer = config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : devMailbox!;
  const stripe = config.billing.stripeSecretKey
    ? createStripeClient({ secretKey: config.billing.stripeSecretKey })
    : null;
  // One bus for the app and the worker, so analysis progress reaches the browsers.
  const events = database.url ? await createPostgresEventBus(database.url, logger) : createLocalEventBus();
  // Started once the port is ours, so a server that cannot listen never claims a job.
  let worker: Worker | null = null;
  const app = createApp({
    config,
    webDistDir,
    events,
    onJobQueued: () => worker?.nudge(),
    ...(stripe ? { billing: createStripeBilling(database.db, config, stripe) } : {}),
    ...(stripe && config.billing.stripeWebhookSecret
      ? { stripeWebhook: { stripe, webhookSecret: config.billing.stripeWebhookSecret } }
      : {}),
    database,
    storage,
    logger,
    mailer,
    ...(devMailbox ? { devMailbox: devMailbox.entries } : {}),
  });

  const server = createAdaptorServer({ fetch: app.fetch, hostname: config.host });
  // A long accept queue: under a burst of new connections (clients reconnecting while the server
  // sheds load) Node's default of 511 overflows, and a dropped connection attempt is retried by
  // the client's kernel only after 1, 3, 7 seconds, long after a 503 would have been sent.
  server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
    const info = server.address() as AddressInfo;
    logger.info(`Brand Atlas is running on http://localhost:${info.port}`);
    if (config.workerInProcess) {
      worker = startAnalysisWorker(
        { db: database.db, storage, events, logger, config },
        { leaseMs: config.workerLeaseMs },
      );
    } else {
      logger.info('the analysis worker is off here (WORKER_IN_PROCESS=false): run `npm run worker`');
    }
  });
  server.on('error', async (error: NodeJS.ErrnoException) => {
    await database.close();
    if (error.code === 'EADDRINUSE') {
      fail(`Port ${config.port} is already in use. Stop the other process or set PORT to a free port.`);
    }
    if (error.code === 'EACCES') fail(`Port ${config.port} needs privileges. Set PORT to a port above 1024.`);
    fail(error.message);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    // Running analyses are handed back to the queue and picked up at the next start.
    await worker?.stop();
    await closeProcessRenderService();
    await events.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
}

void main();
