import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from '../support/repo-files';

// A clone stands alone: every file a comment, a doc or the README names exists in it, so a reader
// who follows one never lands on a file that moved or on a folder outside the repository. A path is
// named from the repository's root, from src/ or src/lib/, from the naming file's folder, or by its
// last folders alone (`workers/launch.server.ts` inside app/server): any file ending so counts.

/** A path-looking word: folders and a file with an extension the repository holds. */
const NAMED = /(?:^|[`(\s"'])((?:\.{1,2}\/|@lib\/|[\w@.-]+\/)[\w./@[\]-]*\.(?:tsx?|mjs|md|astro|css|json|sql))\b/g;
/** Files of other repositories a decision cites by their own paths (Netgsm's official clients). */
const ELSEWHERE = new Map([
  [
    'docs/decisions/0043-sms-provider.md',
    [
      'src/netgsm.ts',
      'src/enums.ts',
      'src/types.ts',
      '__tests__/unit/netgsm.test.ts',
      'docs/README.md',
      'nodes/Netgsm/Descriptions/sms.ts',
      'credentials/NetgsmApi.credentials.ts',
    ],
  ],
]);

const files = repositoryFiles();

/** Whether the path a file names is in the repository. */
function exists(named: string, from: string): boolean {
  const plain = named.replace(/^@lib\//, 'src/lib/');
  if ([plain, `src/${plain}`, `src/lib/${plain}`, join(dirname(from), named)].some((path) => existsSync(path))) return true;
  const tail = `/${named.replace(/^\.{1,2}\//, '')}`;
  return files.some((file) => file.endsWith(tail));
}

/** Every path named outside import lines that is not in the repository, as file:line: path. */
function missingPaths(): string[] {
  const missing: string[] = [];
  for (const file of files.filter((f) => /\.(tsx?|mjs|md|astro)$/.test(f))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        // In code, the comments name paths; its strings are the code's own (fixtures, messages).
        if (!file.endsWith('.md') && !/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        for (const [, named] of line.matchAll(NAMED)) {
          if (!named || /^(https?:|node_modules|dist\/|test-results)/.test(named) || /[*<]/.test(named)) continue;
          if (ELSEWHERE.get(file)?.includes(named)) continue;
          if (!exists(named, file)) missing.push(`${file}:${i + 1}: ${named}`);
        }
      });
  }
  return missing;
}

describe('paths named in comments, docs and the README', () => {
  it('name files the repository holds', () => {
    expect(missingPaths()).toEqual([]);
  });

  it('never send a reader outside the repository', () => {
    const outside = files.filter(
      (file) => /\.(tsx?|mjs|md|astro)$/.test(file) && /\.\.\/shared\/|(^|[\s'"`(])\/(work|home|root)\//m.test(readFileSync(file, 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});
