// Backups' names and which to keep: pure rules, fed a clock and a folder's listing by the
// *.server.ts files beside them.

/** What a backup holds: the embedded database's folder (a gzipped tar) or pg_dump's custom format. */
export type BackupKind = 'pglite' | 'postgres';

const EXTENSIONS: Record<BackupKind, string> = { pglite: '.pglite.tar.gz', postgres: '.pgdump' };
const NAME = /^storefront-(\d{8}T\d{6}\d{3}Z)\.(pglite\.tar\.gz|pgdump)$/;
const PARTIAL = /^\.storefront-.*\.partial-(\d+)$/;

/**
 * A backup's file name: `storefront-YYYYMMDDTHHMMSSmmmZ` in UTC, then its kind; names sort as
 * their times do, and two backups a millisecond apart never share one.
 */
export function backupName(at: Date, kind: BackupKind): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `storefront-${stamp}${EXTENSIONS[kind]}`;
}

/** Whether a file in the folder is a finished backup (of either kind). */
export function isBackupName(name: string): boolean {
  return NAME.test(name);
}

/** The kind a backup's name says it is; undefined for any other file. */
export function kindOf(name: string): BackupKind | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  return match[2] === 'pgdump' ? 'postgres' : 'pglite';
}

/** When a finished backup was taken, as its name says; undefined for any other file. */
export function backupTime(name: string): Date | undefined {
  const stamp = NAME.exec(name)?.[1];
  if (!stamp) return undefined;
  const [, y, mo, d, h, mi, s, ms] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/.exec(stamp)!;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
}

/** The name a backup is written under until it is whole: hidden, never a backup's name, and naming its writer. */
export function partialName(name: string, pid: number): string {
  return `.${name}.partial-${pid}`;
}

/** The writer's pid of a half-written backup's name; undefined for any other file. */
export function partialWriter(name: string): number | undefined {
  const match = PARTIAL.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** Of a folder's files, the finished backups beyond the newest `keep`, oldest first: those to remove. */
export function toPrune(names: readonly string[], keep: number): string[] {
  const backups = names.filter(isBackupName).sort();
  return backups.slice(0, Math.max(0, backups.length - keep));
}

/** The schedule's period in milliseconds; undefined when backups run only on demand (0 hours). */
export function schedulePeriod(hours: number): number | undefined {
  return hours > 0 ? hours * 3_600_000 : undefined;
}

/** What `npm run db:restore` was asked: the backup file, where to (a folder or a database URL), and whether to replace what is there. */
export interface RestoreRequest {
  file: string;
  to?: string;
  force: boolean;
}

/** Reads `FILE [--to <folder or URL>] [--force]`; a one-line usage error otherwise. */
export function restoreRequest(args: readonly string[]): RestoreRequest | { error: string } {
  const usage = 'Usage: npm run db:restore -- FILE [--to <folder or postgres:// URL>] [--force]';
  let file: string | undefined;
  let to: string | undefined;
  let force = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--force') force = true;
    else if (arg === '--to') {
      to = args[++i];
      if (!to) return { error: usage };
    } else if (arg.startsWith('--') || file !== undefined) return { error: usage };
    else file = arg;
  }
  return file === undefined ? { error: usage } : { file, to, force };
}
