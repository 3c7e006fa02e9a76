import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { claimJob, completeJob, failAbandonedJobs, failJob, type JobRow, renewLease } from './job-queue';

export interface JobHandler {
  type: string;
  run(job: JobRow, context: { signal: AbortSignal }): Promise<void>;
  /** Called once when the job is given up because its worker died during its last attempt. */
  abandoned?(job: JobRow): Promise<void>;
}

/** A failure that retrying cannot fix (a bad payload, a brand that is gone). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface WorkerOptions {
  concurrency: number;
  leaseMs: number;
  pollMs: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = { concurrency: 2, leaseMs: 60_000, pollMs: 1_000 };

export interface Worker {
  id: string;
  /** Claims and runs jobs until nothing is due; for tests and the bench. */
  drain(): Promise<number>;
  /** Wakes the loop at once (a job was just queued). */
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * Runs queued jobs: up to `concurrency` at a time, each under a lease renewed while it runs.
 * A job whose worker died is claimed again once its lease has expired.
 */
export function startWorker(
  db: Db,
  handlers: JobHandler[],
  logger: Logger,
  options: Partial<WorkerOptions> & {
    autoStart?: boolean;
    /** Upkeep of the queue before each round of claiming (a bulk run's next brand released). */
    beforeClaiming?: () => Promise<unknown>;
  } = {},
): Worker {
  const settings = { ...DEFAULT_WORKER_OPTIONS, ...options };
  const id = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  const byType = new Map(handlers.map((h) => [h.type, h]));
  const running = new Set<Promise<void>>();
  const controller = new AbortController();
  let stopped = false;
  let wake: (() => void) | null = null;

  const runOne = async (job: JobRow) => {
    const started = performance.now();
    const log = logger.child({ jobId: job.id, type: job.type, attempt: job.attempts, brandId: job.brandId });
    const renew = setInterval(() => {
      void renewLease(db, job.id, id, settings.leaseMs).catch(() => {});
    }, settings.leaseMs / 3);
    try {
      const handler = byType.get(job.type);
      if (!handler) throw new PermanentJobError(`No handler for job type ${job.type}`);
      await handler.run(job, { signal: controller.signal });
      await completeJob(db, job.id);
      log.info({ ms: Math.round(performance.now() - started) }, 'job completed');
    } catch (error) {
      const message = (error as Error).message || String(error);
      const outcome = await failJob(db, job, message, !(error instanceof PermanentJobError)).catch(
        () => 'failed',
      );
      log.warn({ ms: Math.round(performance.now() - started), err: message, outcome }, 'job failed');
    } finally {
      clearInterval(renew);
    }
  };

  /** Jobs whose worker died on their last attempt end here, with their handler told. */
  const settleAbandoned = async () => {
    const abandoned = await failAbandonedJobs(db, [...byType.keys()]).catch((error: unknown) => {
      logger.warn({ err: (error as Error).message }, 'could not check for abandoned jobs');
      return [];
    });
    for (const job of abandoned) {
      logger.warn({ jobId: job.id, type: job.type, attempts: job.attempts }, 'job abandoned');
      await byType
        .get(job.type)
        ?.abandoned?.(job)
        .catch((error: unknown) => {
          logger.warn({ jobId: job.id, err: (error as Error).message }, 'could not settle an abandoned job');
        });
    }
  };

  const upkeep = async () => {
    await settleAbandoned();
    await options.beforeClaiming?.().catch((error: unknown) => {
      logger.warn({ err: (error as Error).message }, 'could not keep the queue up');
    });
  };

  const fill = async (): Promise<number> => {
    if (!stopped) await upkeep();
    let started = 0;
    while (!stopped && running.size < settings.concurrency) {
      const job = await claimJob(db, id, settings.leaseMs, [...byType.keys()]).catch((error: unknown) => {
        logger.warn({ err: (error as Error).message }, 'could not claim a job');
        return null;
      });
      if (!job) break;
      started++;
      const task = runOne(job).finally(() => {
        running.delete(task);
        wake?.();
      });
      running.add(task);
    }
    return started;
  };

  const loop = async () => {
    while (!stopped) {
      await fill();
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, settings.pollMs);
      });
      wake = null;
    }
  };
  if (options.autoStart !== false) void loop();

  return {
    id,
    async drain() {
      let total = 0;
      for (;;) {
        total += await fill();
        if (running.size === 0) break;
        await Promise.race(running);
      }
      return total;
    },
    nudge() {
      wake?.();
    },
    async stop() {
      stopped = true;
      controller.abort();
      wake?.();
      await Promise.allSettled([...running]);
    },
  };
}
