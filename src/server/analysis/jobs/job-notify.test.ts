import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { listenToChannel } from '../../db/listen-channel';
import { analysisJobs } from '../../db/schema';
import { createLogger } from '../../logger';
import { enqueueJob, JOBS_QUEUED_CHANNEL } from './job-queue';

const url = process.env.TEST_DATABASE_URL;

// LISTEN/NOTIFY across connections needs a PostgreSQL server: this runs in the PostgreSQL pass of CI.
describe.skipIf(!url)('a queued job', () => {
  it('is announced to listening workers when its transaction commits, not before', async () => {
    const database = await openDatabase({ kind: 'postgres', url: url ?? '' });
    const heard: string[] = [];
    let hear: () => void = () => {};
    const listener = await listenToChannel(
      url ?? '',
      JOBS_QUEUED_CHANNEL,
      (payload) => {
        heard.push(payload);
        hear();
      },
      createLogger('silent'),
    );
    const announced = new Promise<void>((resolve) => {
      hear = resolve;
    });
    let jobId = '';
    try {
      await database.db.transaction(async (tx) => {
        const job = await enqueueJob(tx, { type: 'job-notify-test', brandId: null });
        jobId = job.id;
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heard).toEqual([]);
      });
      await announced;
      expect(heard).toEqual(['job-notify-test']);
    } finally {
      if (jobId) await database.db.delete(analysisJobs).where(eq(analysisJobs.id, jobId));
      await listener.close();
      await database.close();
    }
  });
});
