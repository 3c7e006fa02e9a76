import fs from 'node:fs';

export interface DataDirLock {
  release(): void;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database at ${dataDir} is in use by process ${pid} (probably the running server). ` +
        'Stop it first, or point DATABASE_URL at a PostgreSQL server.',
    );
    this.name = 'DataDirBusyError';
  }
}

/** Whether process `pid` runs (as any user); not for 0 or a negative number, which name groups. */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its data dir between processes, and two writers silently lose data.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new Error(`Cannot use the data folder ${dataDir}: ${(error as Error).message}`);
      }
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isFinite(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirBusyError(dataDir, owner);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Cannot lock the data folder ${dataDir}`);
}
