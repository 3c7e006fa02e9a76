import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from './advisory-locks';

const SERVER = path.resolve(__dirname, '..');

/** Server source files (tests aside) with the advisory lock calls they make. */
function lockCalls(): { file: string; call: string }[] {
  return readdirSync(SERVER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(/pg_advisory_(?:xact_)?(?:un)?lock\(([^)]*\)?)\)?/g)].map(([call]) => ({
        file: path.relative(SERVER, file),
        call: call ?? '',
      }));
    });
}

describe('advisory lock keys', () => {
  it('are all different', () => {
    const keys = Object.values(ADVISORY_LOCKS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fit the two-key form (int4) as well as the one-key form', () => {
    for (const key of Object.values(ADVISORY_LOCKS)) expect(key).toBeLessThan(2 ** 31);
  });

  it('are taken from the table wherever the server locks, never written as a number', () => {
    const calls = lockCalls();
    expect(calls.length).toBeGreaterThanOrEqual(Object.keys(ADVISORY_LOCKS).length);
    const literal = calls.filter(({ call }) => /\(\s*\d/.test(call));
    expect(literal).toEqual([]);
  });
});
