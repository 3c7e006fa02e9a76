import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError } from './data-dir-lock';

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return path.join(dir, 'db');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the PGlite data dir lock', () => {
  it('refuses a second owner while a live process holds the dir', () => {
    const dataDir = tempDataDir();
    // A live process other than this one: the parent of the test worker.
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirBusyError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by process/);
  });

  it('takes over a lock left by a dead process', () => {
    const dataDir = tempDataDir();
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    fs.writeFileSync(`${dataDir}.lock`, dead);
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('takes over a lock naming no process: 0 and negative numbers name process groups', () => {
    for (const owner of ['0', '-1']) {
      const dataDir = tempDataDir();
      fs.writeFileSync(`${dataDir}.lock`, owner);
      const lock = acquireDataDirLock(dataDir);
      expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
      lock.release();
    }
  });
});
