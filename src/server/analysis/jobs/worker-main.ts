import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { listenToChannel } from '../../db/listen-channel';
import { createPostgresEventBus } from '../../events/event-bus';
import { createLogger } from '../../logger';
import { openStorage } from '../../storage/create-storage';
import type { Storage } from '../../storage/storage';
import { closeProcessRenderService } from '../render/process-renderer';
import { JOBS_QUEUED_CHANNEL } from './job-queue';
import { startAnalysisWorker } from './start-analysis-worker';

function fail(message: string): never {
  process.stderr.write(`\nThe Brand Atlas worker could not start.\n${message}\n\n`);
  process.exit(1);
}

/**
 * `npm run worker`: a process that only runs analysis jobs, claimed from the PostgreSQL queue
 * next to any number of servers and other workers. It needs DATABASE_URL: the embedded database
 * belongs to the one server process that opened it, which runs the worker itself.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (config.database.kind !== 'postgres') {
    fail(`npm run worker needs DATABASE_URL (a PostgreSQL server).
With the embedded database, the server runs the worker in its own process (WORKER_IN_PROCESS=true,
the default): only one process may open the data folder ${config.dataDir}.`);
  }
  const logger = createLogger(config.logLevel, {
    pretty: process.stdout.isTTY && config.env === 'development',
  });
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
    fail(`Could not open the database: ${(error as Error).message}`);
  }
  const events = await createPostgresEventBus(config.database.url, logger);
  if (config.storage.kind === 'local') {
    logger.warn(
      { folder: config.storage.root },
      'logos are stored in a local folder: share it with the servers, or configure S3',
    );
  }
  const worker = startAnalysisWorker(
    { db: database.db, storage, events, logger, config },
    { leaseMs: config.workerLeaseMs },
  );
  const queued = await listenToChannel(
    config.database.url,
    JOBS_QUEUED_CHANNEL,
    () => worker.nudge(),
    logger,
  );
  logger.info({ worker: worker.id, leaseMs: config.workerLeaseMs }, 'worker running');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping: running jobs are handed back to the queue');
    await queued.close();
    await worker.stop();
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
