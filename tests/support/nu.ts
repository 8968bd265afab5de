import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The W3C Nu HTML checker (the vnu-jar package, the same checker as validator.w3.org) over a set of
// pages in one Java run: every page is written to a file, checked, and each message is named by the
// page it came from. The package's own Java download is switched off (package.json allowScripts):
// Debian's JRE runs it (.ci/run installs default-jre-headless when java is missing).

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** One page to check: what to call it in a report, and its markup. */
export interface Page {
  name: string;
  html: string;
}

/** A message of the checker, on a page and line. */
export interface NuMessage {
  page: string;
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

interface RawMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Checks the pages; errors (which fail a page) and warnings (which are listed). */
export async function checkHtml(pages: readonly Page[]): Promise<{ errors: NuMessage[]; warnings: NuMessage[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'nu-'));
  try {
    const files = pages.map((_, i) => join(dir, `${i}.html`));
    await Promise.all(pages.map((page, i) => writeFile(files[i]!, page.html)));
    const nameOf = new Map(files.map((file, i) => [`file:${file}`, pages[i]!.name]));
    const { stdout } = await promisify(execFile)(
      'java',
      ['-Xss16m', '-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stdout) as { messages: RawMessage[] }).messages;
    const named = (m: RawMessage): NuMessage => ({
      page: nameOf.get(m.url ?? '') ?? m.url ?? '(checker)',
      line: m.lastLine,
      message: m.message,
      extract: m.extract,
    });
    return {
      errors: messages.filter((m) => m.type !== 'info').map(named),
      warnings: messages.filter((m) => m.type === 'info' && m.subType === 'warning').map(named),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A message as one line of a report: page, line, message, and the markup it points at. */
export const describeMessage = (m: NuMessage) =>
  `${m.page}:${m.line ?? '?'}: ${m.message}${m.extract ? ` — ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`;
