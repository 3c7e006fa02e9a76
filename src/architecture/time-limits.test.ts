import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const DEADLINE_MODULE = 'src/server/deadline.ts';

/** The product's source files (not its tests), each with its text; the bench may time requests as it likes. */
function sources(): [file: string, text: string][] {
  return fs
    .readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .map((name) => `src/${name.split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== DEADLINE_MODULE)
    .map((file) => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]);
}

/** The limits a file starts, by the name it keeps each in, and whether that name is ended. */
function unendedLimits(text: string): string[] {
  const started = [...text.matchAll(/(\w+)\s*(?:=|\?\?=)\s*startDeadline\(/g)].map((match) => match[1] ?? '');
  const unnamed = text.match(/startDeadline\(/g)?.length ?? 0;
  if (unnamed > started.length) return ['a limit not kept in a name, so it cannot be ended'];
  return started.filter((name) => !new RegExp(`\\b${name}\\??\\.end\\(\\)`).test(text));
}

/**
 * Every time limit is a `startDeadline` ended by its work, or a `withDeadline` (docs/decisions/0151):
 * a limit left running keeps its timer and controller until it fires, and the platform's own
 * timeout signal is not held by a combined signal in Node 20.
 */
describe('time limits', () => {
  const files = sources();

  it('finds the code that starts limits', () => {
    expect(files.filter(([, text]) => text.includes('startDeadline(')).length).toBeGreaterThan(3);
  });

  it('ends every limit it starts', () => {
    const unended = files.flatMap(([file, text]) => unendedLimits(text).map((name) => `${file}: ${name}`));
    expect(unended).toEqual([]);
  });

  it('makes no limit from AbortSignal.timeout or AbortSignal.any', () => {
    const platform = files
      .filter(([, text]) => /AbortSignal\.(timeout|any)\(/.test(text))
      .map(([file]) => file);
    expect(platform).toEqual([]);
  });

  it('reads a limit that is never ended as such', () => {
    expect(unendedLimits('const limit = startDeadline(5, parent);\nawait work(limit.signal);')).toEqual([
      'limit',
    ]);
    expect(unendedLimits('deadline ??= startDeadline(5);\n} finally { deadline?.end(); }')).toEqual([]);
    expect(unendedLimits('await work(startDeadline(5).signal);')).toHaveLength(1);
  });
});
