import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The W3C Nu HTML checker (the vnu-jar package, the same checker as validator.w3.org) over a set of
// pages in one Java run: every distinct markup is written to a file and checked once, and each
// message is named by every page that has that markup (a kept page is byte for byte the page as
// rendered). The package's own Java download is switched off (package.json allowScripts): Debian's
// JRE runs it (.ci/run installs default-jre-headless when java is missing).

/**
 * The JVM for one short run: the client compiler only (-XX:TieredStopAtLevel=1; the optimising one
 * spent more CPU compiling than it saved on a run of a few hundred pages: 22 CPU seconds then, 9
 * now) and one garbage collector thread. Neither changes what the checker reports.
 */
const JAVA_OPTIONS = ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

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
    // The names of the pages of each distinct markup, in the order first seen.
    const namesOf = new Map<string, string[]>();
    for (const page of pages) namesOf.set(page.html, [...(namesOf.get(page.html) ?? []), page.name]);
    const markups = [...namesOf];
    const files = markups.map((_, i) => join(dir, `${i}.html`));
    await Promise.all(markups.map(([html], i) => writeFile(files[i]!, html)));
    const pagesOf = new Map(files.map((file, i) => [`file:${file}`, markups[i]![1]]));
    const { stdout } = await promisify(execFile)(
      'java',
      [...JAVA_OPTIONS, '-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stdout) as { messages: RawMessage[] }).messages;
    /** A message once for every page with the markup it was found in. */
    const named = (m: RawMessage): NuMessage[] =>
      (pagesOf.get(m.url ?? '') ?? [m.url ?? '(checker)']).map((page) => ({
        page,
        line: m.lastLine,
        message: m.message,
        extract: m.extract,
      }));
    return {
      errors: messages.filter((m) => m.type !== 'info').flatMap(named),
      warnings: messages.filter((m) => m.type === 'info' && m.subType === 'warning').flatMap(named),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A message as one line of a report: page, line, message, and the markup it points at. */
export const describeMessage = (m: NuMessage) =>
  `${m.page}:${m.line ?? '?'}: ${m.message}${m.extract ? ` — ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`;
