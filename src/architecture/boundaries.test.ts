import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries live in Biome's configuration (biome.json and src/web/biome.json,
 * noRestrictedImports), so `npm run check` refuses a crossing. These tests run Biome with that
 * configuration on small probe files in a scratch copy of the layout, and prove that each crossing
 * fails and each allowed import passes.
 */
const ROOT = path.resolve(__dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');
const run = promisify(execFile);

let scratch: string;

/** A configuration file as the project has it, without the parts that need the checkout. */
function copyConfig(relative: string) {
  const config = JSON.parse(readFileSync(path.join(ROOT, relative), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  if (config.vcs) config.vcs = { enabled: false };
  const target = path.join(scratch, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, JSON.stringify(config));
}

/** The boundary messages Biome reports for a file at `relative` importing `specifier`. */
async function crossings(relative: string, specifier: string): Promise<string[]> {
  const file = path.join(scratch, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `import { thing } from '${specifier}';\n\nexport const used = thing;\n`);
  try {
    await run(BIOME, ['lint', '--reporter=json', relative], { cwd: scratch });
    return [];
  } catch (error) {
    const { stdout } = error as { stdout: string };
    const report = JSON.parse(stdout) as { diagnostics: { category: string; message: string }[] };
    return report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => diagnostic.message);
  } finally {
    rmSync(file);
  }
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  copyConfig('biome.json');
  copyConfig('src/web/biome.json');
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('import boundaries checked by npm run check', () => {
  it('refuses server code in the web', async () => {
    expect(await crossings('src/web/lib/probe.ts', '../../server/app')).toEqual([
      expect.stringContaining('never imports server code'),
    ]);
    expect(
      await crossings('src/web/features/brands/components/probe.ts', '../../../../server/db/schema'),
    ).toHaveLength(1);
  });

  it('lets the web use libraries whose names mention a server', async () => {
    expect(await crossings('src/web/lib/probe.tsx', 'react-dom/server')).toEqual([]);
  });

  it('refuses app code in the domain, and allows other domain modules', async () => {
    expect(await crossings('src/domain/probe.ts', '../server/db/client')).toHaveLength(1);
    expect(await crossings('src/domain/probe.ts', '@/web/lib/api-client')).toHaveLength(1);
    expect(await crossings('src/domain/probe.ts', './brand')).toEqual([]);
    expect(await crossings('src/domain/probe.ts', 'zod')).toEqual([]);
  });

  it('lets the API contracts read the domain schemas, and nothing else of the app', async () => {
    expect(await crossings('src/domain/contracts/probe.ts', '../brand')).toEqual([]);
    expect(await crossings('src/domain/contracts/probe.ts', './api-call')).toEqual([]);
    expect(await crossings('src/domain/contracts/probe.ts', '../../server/http/openapi')).toEqual([
      expect.stringContaining('src/domain imports nothing of the app'),
    ]);
    expect(await crossings('src/domain/contracts/probe.ts', '@/web/lib/api-client')).toHaveLength(1);
  });

  it("refuses another feature's modules inside a feature", async () => {
    expect(
      await crossings('src/web/features/home/components/probe.ts', '@/web/features/brands/api/x'),
    ).toEqual([expect.stringContaining('do not import another feature')]);
    expect(
      await crossings('src/web/features/home/lib/probe.ts', '@/web/features/auth/components/x'),
    ).toHaveLength(1);
    expect(await crossings('src/web/features/home/components/probe.ts', '@/web/api/get-session')).toEqual([]);
    expect(await crossings('src/web/features/home/components/probe.ts', '../api/x')).toEqual([]);
  });

  it("lets a page compose another feature's components, and nothing else of it", async () => {
    expect(
      await crossings(
        'src/web/features/home/routes/probe.tsx',
        '@/web/features/brands/components/brand-list',
      ),
    ).toEqual([]);
    expect(
      await crossings('src/web/features/home/routes/probe.tsx', '@/web/features/brands/api/x'),
    ).toHaveLength(1);
    expect(
      await crossings('src/web/features/home/routes/probe.tsx', '@/web/features/brands/lib/x'),
    ).toHaveLength(1);
  });

  it('keeps shared web modules free of features and of the app shell', async () => {
    expect(
      await crossings('src/web/components/probe.tsx', '@/web/features/brands/components/x'),
    ).toHaveLength(1);
    expect(await crossings('src/web/api/probe.ts', '@/web/app/query-client')).toHaveLength(1);
    expect(await crossings('src/web/app/probe.tsx', '@/web/features/brands/routes/brands')).toEqual([]);
  });

  it('keeps the analyzer and the admin panel apart', async () => {
    expect(await crossings('src/server/analysis/routes/probe.ts', '../../admin/audit')).toEqual([
      expect.stringContaining('does not import the admin panel'),
    ]);
    expect(await crossings('src/server/admin/probe.ts', '../analysis/queue-analysis')).toEqual([
      expect.stringContaining('does not import the analyzer'),
    ]);
    expect(await crossings('src/server/admin/probe.ts', '../jobs/queue-analysis')).toEqual([]);
    expect(await crossings('src/server/admin/probe.ts', '../../domain/analysis-progress')).toEqual([]);
  });
});
