// One process owns a PGlite data directory: a lock file holding the owner's pid, created
// atomically. A lock left by a process that no longer runs is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export interface DataDirLock {
  path: string;
  release(): void;
}

export class LockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(`The data directory is in use by process ${pid} (lock file ${lockPath}). Stop it or use another DATA_DIR.`);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireLock(lockPath: string): DataDirLock {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) rmSync(lockPath, { force: true });
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid))
        throw new LockedError(lockPath, pid);
      if (pid === process.pid) throw new LockedError(lockPath, pid);
      // Stale lock from a process that is gone: remove it and try once more.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not acquire ${lockPath}`);
}
