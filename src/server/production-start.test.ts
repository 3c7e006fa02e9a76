import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * scripts/start.mjs, which `npm start`, `npm run worker`, `files`, `admin` and `seed` run, copied
 * with its list of entries into an empty project of its own: no build, no node_modules (so no tsx either).
 */
let project: string;

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'start-script-'));
  fs.mkdirSync(path.join(project, 'scripts'));
  for (const file of ['start.mjs', 'entries.mjs'])
    fs.copyFileSync(path.join('scripts', file), path.join(project, 'scripts', file));
});
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

const start = (args: string[] = [], env: Record<string, string> = { NODE_ENV: 'production' }) =>
  spawnSync(process.execPath, [path.join(project, 'scripts', 'start.mjs'), ...args], {
    cwd: project,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });

function writeBuilt(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  fs.writeFileSync(path.join(project, file), content);
}

describe('npm start in production', () => {
  it('refuses with a clear message when the build is missing, naming what is missing', () => {
    const server = start();
    expect(server.status).toBe(1);
    expect(server.stderr).toContain(
      'Brand Atlas could not start: the build is missing (dist/server/main.js, dist/web/index.html).',
    );
    expect(server.stderr).toContain('run `npm run build` first');
    const worker = start(['worker']);
    expect(worker.status).toBe(1);
    expect(worker.stderr).toContain('the build is missing (dist/server/worker.js)');
    expect(worker.stderr).toContain('`npm run worker` runs the compiled code and builds nothing');
  });

  it('runs the compiled server with node alone, its arguments passed on', () => {
    writeBuilt('dist/web/index.html', '<!doctype html>');
    writeBuilt(
      'dist/server/main.js',
      "process.stdout.write('compiled server ' + process.execArgv.join(' ') + '|' + process.argv.slice(2).join(' '));",
    );
    writeBuilt('dist/server/files.js', "process.stdout.write('files ' + process.argv.slice(2).join(' '));");
    const server = start();
    expect(server.stderr).toBe('');
    expect(server.status).toBe(0);
    // No loader of any kind: there is no node_modules here, so tsx could not even be found.
    expect(server.stdout).toBe('compiled server |');
    expect(start(['files', 'export', '/backup']).stdout).toBe('files export /backup');
    writeBuilt('dist/server/admin.js', "process.stdout.write('admin ' + process.argv.slice(2).join(' '));");
    expect(start(['admin', 'grant', 'a@example.com']).stdout).toBe('admin grant a@example.com');
    const seed = start(['seed']);
    expect(seed.status).toBe(1);
    expect(seed.stderr).toContain('the build is missing (dist/server/seed.js)');
    expect(seed.stderr).toContain('`npm run seed` runs the compiled code and builds nothing');
  });

  it('refuses an unknown entry', () => {
    for (const name of ['migrate', 'constructor']) {
      const result = start([name]);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(
        `Unknown entry "${name}": use one of server, worker, files, admin, seed.`,
      );
    }
  });
});
