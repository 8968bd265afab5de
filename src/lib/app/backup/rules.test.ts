import { describe, expect, it } from 'vitest';
import { backupName, backupTime, isBackupName, kindOf, partialName, partialWriter, restoreRequest, schedulePeriod, toPrune } from './rules';

describe('backup names', () => {
  it('names a backup by its UTC time to the millisecond, so names sort as times do', () => {
    expect(backupName(new Date('2026-11-26T09:05:07.042Z'), 'pglite')).toBe('storefront-20261126T090507042Z.pglite.tar.gz');
    expect(backupName(new Date('2026-11-26T09:05:07.042Z'), 'postgres')).toBe('storefront-20261126T090507042Z.pgdump');
    const times = ['2026-01-02T00:00:00.000Z', '2025-12-31T23:59:59.999Z', '2026-01-01T10:00:00.001Z'];
    const names = times.map((t) => backupName(new Date(t), 'pglite'));
    expect([...names].sort()).toEqual([names[1], names[2], names[0]]);
  });

  it('never gives a half-written file a backup’s name', () => {
    const name = backupName(new Date(), 'pglite');
    const partial = partialName(name, 4321);
    expect(isBackupName(name)).toBe(true);
    expect(isBackupName(partial)).toBe(false);
    expect(partialWriter(partial)).toBe(4321);
    expect(partialWriter(name)).toBeUndefined();
    expect(kindOf(name)).toBe('pglite');
    expect(kindOf(backupName(new Date(), 'postgres'))).toBe('postgres');
    expect(kindOf('notes.txt')).toBeUndefined();
  });

  it('reads back from a name the time the backup was taken (the doctor asks how old the newest is)', () => {
    const at = new Date('2026-11-26T09:05:07.042Z');
    expect(backupTime(backupName(at, 'pglite'))).toEqual(at);
    expect(backupTime(backupName(at, 'postgres'))).toEqual(at);
    expect(backupTime(partialName(backupName(at, 'pglite'), 12))).toBeUndefined();
    expect(backupTime('notes.txt')).toBeUndefined();
  });
});

describe('pruning', () => {
  const at = (day: number) => backupName(new Date(Date.UTC(2026, 10, day)), 'pglite');

  it('removes the oldest backups beyond the number kept, and nothing else in the folder', () => {
    const names = [at(3), 'README', at(1), partialName(at(5), 7), at(4), at(2)];
    expect(toPrune(names, 2)).toEqual([at(1), at(2)]);
    expect(toPrune(names, 4)).toEqual([]);
    expect(toPrune(names, 10)).toEqual([]);
  });
});

describe('the schedule and the restore command', () => {
  it('runs every so many hours, or only on demand at 0', () => {
    expect(schedulePeriod(24)).toBe(86_400_000);
    expect(schedulePeriod(0)).toBeUndefined();
  });

  it('reads the file, the target and --force, and answers a usage line to anything else', () => {
    expect(restoreRequest(['b.tar.gz'])).toEqual({ file: 'b.tar.gz', to: undefined, force: false });
    expect(restoreRequest(['--to', '/srv/new', 'b.tar.gz', '--force'])).toEqual({ file: 'b.tar.gz', to: '/srv/new', force: true });
    for (const args of [[], ['a', 'b'], ['--to'], ['a', '--forced']]) {
      expect(restoreRequest(args), args.join(' ')).toHaveProperty('error');
    }
  });
});
