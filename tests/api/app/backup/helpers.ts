import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { scriptCommand } from '../../../../scripts/lib/run-script.mjs';
import { ApiClient } from '../../../support/api-client';
import type { RunningServer } from '../../../support/server';

// The backup suites' shared steps: running `npm run db:backup` and `db:restore` as an operator
// does, and reading an order on the restored store with the shopper's own session.

/** What a script printed and how it ended. */
export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an operator's command as `npm run db:*` and `npm run doctor` do (the build's, scripts/lib/run-script.mjs), with the given settings beside the environment. */
export function runScript(name: 'db-backup' | 'db-restore' | 'doctor', args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const [command, commandArgs] = scriptCommand(name, args);
  return new Promise((done) => {
    const child = spawn(command, commandArgs, {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

/** The finished backups in a folder (no partial file is ever among them). */
export const backupsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []).filter((name) => name.startsWith('storefront-'));

/** The path of the one backup a script printed, checked to be in the folder. */
export function printedBackup(run: ScriptRun, dir: string): string {
  expect(run.code, run.stderr).toBe(0);
  const path = run.stdout.trim().split('\n').at(-1)!;
  expect(backupsIn(dir).map((name) => join(dir, name))).toContain(path);
  return path;
}

/** A shopper's client on another server (the restored store), with the same cookies (the session is in the backup). */
export function sameShopperOn(server: RunningServer, client: ApiClient): ApiClient {
  const moved = new ApiClient(server.url);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

/** Each placing's answer with when it arrived: a checkout acknowledged before a moment is one answered success before it. */
export interface Placed {
  number: string | null;
  at: number;
}
