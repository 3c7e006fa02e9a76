import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema';
import { queueAnalysis } from '../../jobs/queue-analysis';
import { insertBrand } from '../../test/brand-factory';
import { compiledEntry } from '../../test/compiled-server';
import { serveFixtureSite } from '../../test/fixture-server';
import { openTestDatabase } from '../../test/test-database';
import { svgInlineLogoSite } from '../test/fixture-sites/svg-inline-logo';

/** `npm run worker`'s entry, compiled as npm run build compiles it. */
let worker = '';
beforeAll(async () => {
  worker = await compiledEntry('worker');
});
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('npm run worker', () => {
  it('refuses the embedded database clearly: its data folder belongs to the server', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-test-'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    const result = spawnSync(process.execPath, [worker], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm run worker needs DATABASE_URL');
    expect(result.stderr).toContain('WORKER_IN_PROCESS=true');
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs analysis jobs from a PostgreSQL queue in its own process, and stops cleanly',
    async () => {
      const database = await openTestDatabase();
      const site = await serveFixtureSite(await svgInlineLogoSite.pages());
      const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-files-'));
      try {
        const brand = await insertBrand(database.db, {
          name: 'Pinecone Coffee',
          slug: 'pinecone-coffee',
          url: `${site.origin}/`,
          primaryColor: null,
          analysisStatus: 'pending',
        });
        await queueAnalysis(database.db, {
          brandId: brand.id,
          requestedBy: null,
          payload: { preserve_colors: false },
        });
        const child = spawn(process.execPath, [worker], {
          env: {
            ...process.env,
            DATABASE_URL: database.url ?? '',
            DATA_DIR: filesDir,
            ANALYZER_ALLOW_HOSTS: '127.0.0.1',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        children.push(child);
        let status = 'pending';
        for (let i = 0; i < 120 && status !== 'completed' && status !== 'failed'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          const [row] = await database.db.select().from(brands).where(eq(brands.id, brand.id));
          status = row?.analysisStatus ?? 'gone';
        }
        expect(status).toBe('completed');
        const [row] = await database.db.select().from(brands).where(eq(brands.id, brand.id));
        expect(row?.primaryColor).toBe('#7A3E1D');
        const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
      } finally {
        await site.close();
        await database.close();
        fs.rmSync(filesDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
