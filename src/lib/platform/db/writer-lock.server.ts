import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { StartupError } from '@lib/platform/config/startup-error';
import { PRIVATE_FILE } from './private-folder.server';

// PGlite is an embedded database: two processes on one folder each believe they own it and
// overwrite each other's writes. A lock file beside the folder names the one process that writes
// it. A lock whose process is gone (killed with SIGKILL, a crash, a power cut) is stale and taken
// over, so a restart is never blocked by the process it replaces.

/** Who holds a lock: the process id and, on Linux, when that process started (pids are reused). */
interface Holder {
  pid: number;
  started?: string;
}

/** A process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), where there is /proc. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote a lock still runs (and is not this one, reborn with its pid). */
function isRunning(holder: Holder): boolean {
  if (holder.pid <= 0 || holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(holder.pid);
  return !holder.started || !started || holder.started === started;
}

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, started: parsed.started } : { pid: 0 };
  } catch (error) {
    // Gone between two looks, or a torn write: both mean nobody is holding it right now.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : { pid: 0 };
  }
}

/** The embedded database's folder is written by another running process. */
class FolderInUseError extends StartupError {
  override name = 'FolderInUseError';
}

/**
 * Makes this process the one writer of a folder: creates `<folder>.lock` with its pid, or takes
 * over a stale one; throws FolderInUseError naming the folder and the process when another runs.
 * Returns the release, which also runs on exit.
 */
export function lockFolder(folder: string): () => void {
  const file = `${folder}.lock`;
  const mine: Holder = { pid: process.pid, started: startTimeOf(process.pid) };
  // Written whole under a name of our own, then linked into place: link fails when the lock
  // exists, and a reader never sees a half-written lock. Its mode is set, not left to the umask:
  // another user who could write it could name a process of theirs and keep the store from starting.
  const draft = `${file}.${process.pid}.new`;
  writeFileSync(draft, JSON.stringify(mine), { mode: PRIVATE_FILE });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (tryLink(draft, file)) {
        const release = () => {
          if (readHolder(file)?.pid === mine.pid) unlinkSync(file);
          process.off('exit', release);
        };
        process.on('exit', release);
        return release;
      }
      const holder = readHolder(file);
      if (!holder) continue;
      if (isRunning(holder)) {
        throw new FolderInUseError(
          `The database folder ${folder} is in use by another storefront process (pid ${holder.pid}); stop it or set PGLITE_DIR to another folder.`,
        );
      }
      takeOverStale(file, holder);
    }
  } finally {
    unlinkSync(draft);
  }
  throw new FolderInUseError(`The database folder ${folder} is being locked by several processes at once; start one at a time.`);
}

/** Creates `file` as a second name of `draft`; false when it already exists. */
function tryLink(draft: string, file: string): boolean {
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  }
}

/**
 * Removes a stale lock without removing a fresh one another starting process just wrote: the file
 * is moved aside first (one atomic step), and put back if it turns out to be someone else's.
 */
function takeOverStale(file: string, stale: Holder): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return; // someone else moved it first; look again
  }
  if (readHolder(aside)?.pid !== stale.pid) {
    try {
      linkSync(aside, file);
    } catch {
      // A third process locked meanwhile; its lock stands, ours is dropped below.
    }
  }
  unlinkSync(aside);
}

/** The pid of the running process that holds a folder's lock; undefined when none does (no lock, or a stale one). */
export function lockHolder(folder: string): number | undefined {
  const holder = readHolder(`${folder}.lock`);
  return holder && isRunning(holder) ? holder.pid : undefined;
}
