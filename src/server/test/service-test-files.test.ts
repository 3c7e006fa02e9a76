import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testFilesUsing } from './service-test-files';

const ROOT = path.resolve(__dirname, '../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'service-test-files-'));

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(scratch, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

describe('testFilesUsing', () => {
  it('follows imports, dynamic imports and new URL to the module that names the service', () => {
    write({
      'src/direct.test.ts': 'const url = process.env.THE_SERVICE;',
      'src/deep/through.test.ts': "import { open } from '../helpers/open';",
      'src/helpers/open.ts': "export { open } from './index.js';",
      'src/helpers/index.ts': 'export const open = () => process.env.THE_SERVICE;',
      'src/lazy.test.tsx': "const helper = await import('./helpers/open');",
      'src/child.test.ts': "const script = new URL('./helpers/index.ts', import.meta.url);",
      'src/alone.test.ts': "import { sum } from './sum';\nimport { x } from 'the-service-package';",
      'src/sum.ts': 'export const sum = 1;',
      'src/cycle.test.ts': "import { a } from './a';",
      'src/a.ts': "import { b } from './b'; export const a = 1;",
      'src/b.ts': "import { a } from './a'; export const b = 2;",
    });
    expect(testFilesUsing(['THE_SERVICE'], scratch, 'src')).toEqual([
      'src/child.test.ts',
      'src/deep/through.test.ts',
      'src/direct.test.ts',
      'src/lazy.test.tsx',
    ]);
  });

  it('puts the API files in the PostgreSQL suite and leaves out what never opens its database', () => {
    const files = testFilesUsing(['TEST_DATABASE_URL'], ROOT, 'src/server');
    expect(files).toEqual(
      expect.arrayContaining([
        'src/server/brands/brands-api.test.ts',
        'src/server/analysis/jobs/job-notify.test.ts',
        'src/server/events/postgres-event-bus.test.ts',
      ]),
    );
    for (const embeddedOnly of [
      'src/server/main.test.ts',
      'src/server/db/pglite-parsers.test.ts',
      'src/server/http/json-text.test.ts',
    ])
      expect(files).not.toContain(embeddedOnly);
  });
});
