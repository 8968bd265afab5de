// Pictures of the store's e-mails as a shopper receives them, to look at before they go out:
//
//   npx tsx scripts/mail-shots.ts          the shots (docs/mail/ and /tmp/mail-shots/)
//   npx tsx scripts/mail-shots.ts --logo   draws the wordmark the e-mails show (public/images/mail/)
//
// The e-mails are rendered from the samples (src/lib/platform/notify/mail/samples.ts) on the origin
// of a small server this script starts, which serves the pictures as the store does (the same
// encoder, the logo from public/), so nothing leaves the machine. The two in docs/mail/ are sent
// first through the store's SMTP transport to a real SMTP server on 127.0.0.1 and shot as received
// (the HTML part mailparser reads back), as a shopper's provider would hand them over. Chromium is Debian's
// (CHROMIUM_PATH to use another), as in playwright.config.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { imageStore } from '../src/lib/catalogue/imagery/encoder.server';
import { parseEditorialName, parseProductName } from '../src/lib/catalogue/imagery/names';
import { LANGS, type Lang } from '../src/lib/platform/i18n/lang';
import type { MessageData, MessageKind } from '../src/lib/platform/notify/messages';
import { LOGO, logoPath } from '../src/lib/platform/notify/mail/parts/Layout';
import { renderEmail } from '../src/lib/platform/notify/mail/render.server';
import { SAMPLE_VARIANTS, SAMPLES } from '../src/lib/platform/notify/mail/samples';
import { COLOURS, DARK } from '../src/lib/platform/notify/mail/theme';
import { smtpTransport } from '../src/lib/platform/notify/smtp/smtp.server';
import { browserPath } from '../tests/support/browser';
import { SmtpSink } from '../tests/support/smtp-sink';

const ROOT = join(import.meta.dirname, '..');
const DOCS = join(ROOT, 'docs/mail');
const SHOTS = '/tmp/mail-shots';
const PUBLIC = join(ROOT, 'public');

/** Phones and desktops as the e2e projects size them. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

// ---- The wordmark -------------------------------------------------------------------------------

/**
 * The site's wordmark (src/styles/shell/header.css: Bodoni Moda, regular, uppercase, 0.18em
 * tracking) drawn by Chromium from the store's own font file, three times the size the e-mail
 * shows it, on a transparent ground, in each language's capitals as the header shows them
 * ("VİTRİN" on Turkish pages): ink for light mode with a thin white halo (a client that darkens
 * the page but not the pictures still shows it), and ivory for dark mode.
 */
async function drawLogo(browser: Browser): Promise<void> {
  const font = readFileSync(join(ROOT, 'node_modules/@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-opsz-normal.woff2'));
  const page = await browser.newPage({ deviceScaleFactor: 3, viewport: { width: LOGO.width, height: LOGO.height } });
  mkdirSync(join(PUBLIC, 'images/mail'), { recursive: true });
  const versions = LANGS.flatMap((lang) => [
    { lang, file: logoPath(lang), colour: COLOURS.ink, halo: 'rgb(255 255 255 / 85%)' },
    { lang, file: logoPath(lang, true), colour: DARK.ink, halo: '' },
  ]);
  for (const { lang, file, colour, halo } of versions) {
    await page.setContent(`<!doctype html><html lang="${lang}"><style>
      @font-face { font-family: Wordmark; src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2'); font-weight: 400 900; }
      html, body { margin: 0; background: transparent; }
      div { width: ${LOGO.width}px; height: ${LOGO.height}px; display: flex; align-items: center; justify-content: center;
        font: 400 24px/1 Wordmark; letter-spacing: 0.18em; text-indent: 0.18em; text-transform: uppercase; color: ${colour};
        ${halo ? `text-shadow: 0 0 1px ${halo}, 0 0 2px ${halo};` : ''} }
    </style><div>Vitrin</div></html>`);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(PUBLIC, file), omitBackground: true });
    console.log(`drew ${file}`);
  }
  await page.close();
}

// ---- The pictures' server -----------------------------------------------------------------------

/** Serves /images/products, /images/editorial (encoded here) and /images/mail (from public/) on 127.0.0.1. */
async function pictureServer(): Promise<{ origin: string; server: Server }> {
  const store = imageStore(64 * 1024 * 1024, 64);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://local').pathname;
    const [, , folder = '', version = '', name = ''] = path.split('/');
    const answer = async () => {
      if (folder === 'mail' && /^[a-z-]+\.png$/.test(version)) {
        return { type: 'image/png', bytes: readFileSync(join(PUBLIC, 'images/mail', version)) };
      }
      const ref =
        folder === 'products' ? parseProductName(version, name) : folder === 'editorial' ? parseEditorialName(version, name) : undefined;
      const bytes = ref && (await store.picture(ref));
      return bytes ? { type: ref.format === 'jpg' ? 'image/jpeg' : `image/${ref.format}`, bytes } : undefined;
    };
    answer().then(
      (found) => {
        response.writeHead(found ? 200 : 404, { 'Content-Type': found?.type ?? 'text/plain' });
        response.end(found?.bytes ?? 'Not found');
      },
      (error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

// ---- The shots ----------------------------------------------------------------------------------

// Mail clients have their own fonts, never the store's: the e-mails name Bodoni Moda and Inter
// first, then what Apple (Bodoni 72, Didot, Helvetica Neue) and Windows (Times New Roman, Arial)
// have. This machine has only DejaVu, which no shopper's client shows, so the shots give the page
// the store's two families, as near as an Apple client's; one shot keeps the machine's fallbacks.
const SUBSETS = {
  latin: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2212',
  'latin-ext': 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1E00-1E9F,U+20A0-20AB,U+20AD-20C0',
};
const face = (family: string, file: string, weight: string, range: string) =>
  `@font-face { font-family: '${family}'; src: url(data:font/woff2;base64,${readFileSync(join(ROOT, 'node_modules', file)).toString('base64')}) format('woff2'); font-weight: ${weight}; unicode-range: ${range}; }`;
const STORE_FONTS = Object.entries(SUBSETS)
  .flatMap(([subset, range]) => [
    face('Bodoni Moda', `@fontsource-variable/bodoni-moda/files/bodoni-moda-${subset}-opsz-normal.woff2`, '400 900', range),
    face('Inter', `@fontsource/inter/files/inter-${subset}-400-normal.woff2`, '400', range),
    face('Inter', `@fontsource/inter/files/inter-${subset}-500-normal.woff2`, '500', range),
  ])
  .join('\n');

interface Shot {
  file: string;
  kind: MessageKind;
  data: MessageData<MessageKind>;
  lang: Lang;
  viewport: { width: number; height: number };
  dark?: boolean;
  imagesOff?: boolean;
  machineFonts?: boolean;
}

/** The e-mail as the page, cropped to its column with a margin of the page around it. */
async function shoot(page: Page, html: string, file: string, machineFonts = false): Promise<void> {
  await page.setContent(html, { waitUntil: 'load' });
  if (!machineFonts) await page.addStyleTag({ content: STORE_FONTS });
  await page.evaluate(() => document.fonts.ready);
  const card = await page.locator('table.v-card').boundingBox();
  if (!card) throw new Error(`${file}: no column`);
  const viewport = page.viewportSize() ?? DESKTOP;
  const margin = viewport.width > card.width + 48 ? 24 : 0;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const png = await page.screenshot({
    fullPage: true,
    clip: {
      x: Math.max(0, card.x - margin),
      y: 0,
      width: Math.min(viewport.width, card.width + 2 * margin),
      height: Math.min(height, card.y + card.height + 24),
    },
  });
  // The repository's pictures in 256 colours (libimagequant, in sharp): a third of the bytes, the same to the eye.
  if (file.startsWith(DOCS)) await sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toFile(file);
  else writeFileSync(file, png);
  console.log(`wrote ${file}`);
}

/** The e-mail's HTML as an SMTP server received it, after the store's own transport sent it. */
async function received(
  sink: SmtpSink,
  origin: string,
  lang: Lang,
  email: { subject: string; html: string; text: string },
): Promise<string> {
  const transport = smtpTransport({ url: sink.url(), from: 'Vitrin <siparis@vitrin.example>', timeoutSeconds: 10, origin: () => origin });
  const id = crypto.randomUUID();
  await transport.deliver({ id, to: 'elif@example.com', lang, commercial: false, ...email });
  await transport.close();
  const mail = await sink.waitFor((m) => m.messageId === `<${id}@vitrin.example>`);
  if (!mail.html) throw new Error('the received e-mail has no HTML part');
  return mail.html;
}

async function shots(browser: Browser): Promise<void> {
  const { origin, server } = await pictureServer();
  const sink = await SmtpSink.start();
  mkdirSync(DOCS, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  const confirmation = { kind: 'orderConfirmed', data: SAMPLES.orderConfirmed } as const;
  const code = { kind: 'code', data: SAMPLES.code } as const;
  const list: Shot[] = [
    { file: join(DOCS, 'order-confirmation-tr-phone.png'), ...confirmation, lang: 'tr', viewport: PHONE },
    { file: join(DOCS, 'code-en-desktop.png'), ...code, lang: 'en', viewport: DESKTOP },
    { file: join(SHOTS, 'order-confirmation-tr-phone-dark.png'), ...confirmation, lang: 'tr', viewport: PHONE, dark: true },
    { file: join(SHOTS, 'order-confirmation-tr-phone-images-off.png'), ...confirmation, lang: 'tr', viewport: PHONE, imagesOff: true },
    { file: join(SHOTS, 'order-confirmation-en-desktop.png'), ...confirmation, lang: 'en', viewport: DESKTOP },
    { file: join(SHOTS, 'code-en-desktop-dark.png'), ...code, lang: 'en', viewport: DESKTOP, dark: true },
    { file: join(SHOTS, 'code-tr-phone.png'), ...code, lang: 'tr', viewport: PHONE },
    {
      file: join(SHOTS, 'order-confirmation-tr-phone-machine-fonts.png'),
      ...confirmation,
      lang: 'tr',
      viewport: PHONE,
      machineFonts: true,
    },
    // Every other variant once, in Turkish on a phone: a look at each before it goes out.
    ...SAMPLE_VARIANTS.filter((sample) => sample.kind !== 'code' || sample.name === 'code-password-reset').map((sample) => ({
      file: join(SHOTS, `all/${sample.name}-tr-phone.png`),
      kind: sample.kind,
      data: sample.data as MessageData<MessageKind>,
      lang: 'tr' as const,
      viewport: PHONE,
    })),
  ];
  mkdirSync(join(SHOTS, 'all'), { recursive: true });
  for (const shot of list) {
    const context = await browser.newContext({ viewport: shot.viewport, colorScheme: shot.dark ? 'dark' : 'light', deviceScaleFactor: 1 });
    if (shot.imagesOff) await context.route(/\.(png|jpe?g)$/, (route) => route.abort());
    const page = await context.newPage();
    const email = await renderEmail(shot.kind, shot.lang, shot.data, origin);
    if (shot.file.startsWith(SHOTS)) writeFileSync(shot.file.replace(/\.png$/, '.txt'), `${email.subject}\n\n${email.text}\n`);
    const html = shot.file.startsWith(DOCS) ? await received(sink, origin, shot.lang, email) : email.html;
    await shoot(page, html, shot.file, shot.machineFonts);
    await context.close();
  }
  await sink.stop();
  server.close();
}

const browser = await chromium.launch({ executablePath: browserPath });
try {
  if (process.argv.includes('--logo')) await drawLogo(browser);
  else await shots(browser);
} finally {
  await browser.close();
}
