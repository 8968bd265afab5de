import type { Page } from '@playwright/test';
import { cartWords, demoProduct } from './cart-support';
import { expect, test, journeyLanguages } from './fixtures';
import { seriousViolations } from '../support/axe';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, parseConsentCookie } from '../../src/lib/platform/consent/rules';

// The cookie banner as a first-time shopper meets it (issue 30, "Done means"), in Turkish:
// rejecting leaves only Consent Mode's signals on the data layer, even after adding to the bag;
// accepting lets the GA4 events follow; the choice changes from the footer and is kept across
// reloads. These browsers start with no stored choice (the other specs start having accepted).
test.use({ storageState: { cookies: [], origins: [] } });

const words = {
  tr: {
    ...cartWords.tr,
    banner: 'Çerezler',
    acceptAll: 'Tümünü kabul et',
    rejectAll: 'Tümünü reddet',
    preferences: 'Tercihler',
    dialog: 'Çerez tercihleri',
    footerButton: 'Çerez tercihleri',
    analytics: /^Analiz/,
    marketing: /^Pazarlama/,
    necessary: /^Zorunlu/,
    alwaysOn: 'Her zaman açık',
    save: 'Seçimimi kaydet',
    saved: 'Çerez tercihiniz kaydedildi.',
    policy: 'Çerez Politikası',
    policyHeading: 'Çerez Politikası',
  },
  en: {
    ...cartWords.en,
    banner: 'Cookies',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    preferences: 'Preferences',
    dialog: 'Cookie preferences',
    footerButton: 'Cookie preferences',
    analytics: /^Analytics/,
    marketing: /^Marketing/,
    necessary: /^Necessary/,
    alwaysOn: 'Always on',
    save: 'Save my choice',
    saved: 'Your cookie choice is saved.',
    policy: 'Cookie Policy',
    policyHeading: 'Cookie Policy',
  },
} as const;
type Words = (typeof words)[keyof typeof words];

/** The data layer as GTM reads it: gtag's Arguments objects as arrays, events as they are. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
const eventsOf = (entries: unknown[]) =>
  entries
    .filter((entry): entry is { event: string } => Boolean(entry && typeof entry === 'object' && 'event' in entry))
    .map((entry) => entry.event);
const DENIED = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const GRANTED = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

const banner = (page: Page, w: Words) => page.getByRole('region', { name: w.banner });

/** Chooses a size and adds it to the bag from the product page, as a shopper does. */
async function addToBag(page: Page, w: Words, size: string): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${size},`) }).check();
  await page.getByRole('main').getByRole('button', { name: w.addToBag, exact: true }).first().click();
  await expect(page.getByText(w.added)).toBeVisible();
}

/** Clicks a choice and waits until the server recorded it as proof. */
async function chooseAndRecord(page: Page, click: () => Promise<void>): Promise<void> {
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/cop-api/consent') && response.request().method() === 'POST',
  );
  await click();
  expect((await recorded).status()).toBe(200);
}

for (const lang of journeyLanguages('tr')) {
  const w = words[lang];

  test(`a visitor who rejects sends no GA4 event, only the denied consent signals (${lang})`, async ({ page, baseURL }) => {
    const product = await demoProduct(baseURL);
    await page.goto(`${w.prefix}/product/${product.slug}`);
    await expect(banner(page, w)).toBeVisible();
    // Accept and reject are alike (equal prominence); the page behind stays usable.
    await expect(banner(page, w).getByRole('button', { name: w.acceptAll })).toHaveClass(/btn-secondary/);
    await expect(banner(page, w).getByRole('button', { name: w.rejectAll })).toHaveClass(/btn-secondary/);
    await expect(banner(page, w).getByRole('link', { name: w.policy })).toHaveAttribute('href', `${w.prefix}/content/cerez-politikasi`);
    expect(await seriousViolations(page, `banner (${lang})`)).toEqual([]);
    expect(await dataLayer(page)).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);

    await chooseAndRecord(page, () => banner(page, w).getByRole('button', { name: w.rejectAll }).click());
    await expect(banner(page, w)).toBeHidden();
    await addToBag(page, w, product.sizes[0].size);
    const entries = await dataLayer(page);
    expect(eventsOf(entries)).toEqual([]);
    expect(entries).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', DENIED],
    ]);

    // Kept for a year in a first-party cookie with the choice, its time and the recorded text version.
    const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(CONSENT_MAX_AGE_SECONDS - 60);
    const stored = async () =>
      parseConsentCookie((await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE)?.value, Date.now());
    // The version is the server's answer (the cookie policy page's), joined to the choice once it comes.
    await expect.poll(async () => (await stored())?.version).toBeGreaterThanOrEqual(1);
    expect(await stored()).toMatchObject({ analytics: false, marketing: false });

    // Kept for the next page: no banner, the stored refusal right after the default.
    await page.reload();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(banner(page, w)).toBeHidden();
    expect(await dataLayer(page)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', DENIED],
    ]);
  });

  test(`a visitor who accepts sees the GA4 events follow, and the banner stays away (${lang})`, async ({ page, baseURL }) => {
    const product = await demoProduct(baseURL);
    await page.goto(`${w.prefix}/product/${product.slug}`);
    await chooseAndRecord(page, () => banner(page, w).getByRole('button', { name: w.acceptAll }).click());
    await expect(banner(page, w)).toBeHidden();
    await addToBag(page, w, product.sizes[0].size);
    await expect.poll(async () => eventsOf(await dataLayer(page))).toEqual(['add_to_cart']);
    const entries = await dataLayer(page);
    expect(entries.slice(0, 2)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', GRANTED],
    ]);
    await page.goto(`${w.prefix}/`);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(banner(page, w)).toBeHidden();
  });

  test(`a shopper changes the choice from the footer, by keyboard too (${lang})`, async ({ page, baseURL }) => {
    const product = await demoProduct(baseURL);
    await page.goto(`${w.prefix}/product/${product.slug}`);
    await chooseAndRecord(page, () => banner(page, w).getByRole('button', { name: w.acceptAll }).click());

    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: w.footerButton });
    await footerButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog).toBeVisible();
    // The focus starts at the first choice, not on the ✕.
    await expect(dialog.getByRole('checkbox', { name: w.analytics })).toBeFocused();
    // The preferences open on the choice held: necessary always on (said, not a greyed box), both others on.
    await expect(dialog.getByRole('checkbox', { name: w.necessary })).toHaveCount(0);
    await expect(dialog.getByText(w.necessary)).toBeVisible();
    await expect(dialog.getByText(w.alwaysOn, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: w.analytics })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: w.marketing })).toBeChecked();
    expect(await seriousViolations(page, `preferences (${lang})`)).toEqual([]);

    await dialog.getByRole('checkbox', { name: w.analytics }).uncheck();
    await chooseAndRecord(page, () => dialog.getByRole('button', { name: w.save }).click());
    await expect(dialog).toBeHidden();
    await expect(page.getByText(w.saved)).toBeVisible();
    await expect(footerButton).toBeFocused();
    expect((await dataLayer(page)).at(-1)).toEqual(['consent', 'update', { ...GRANTED, analytics_storage: 'denied' }]);

    // Analytics now refused: adding to the bag sends no event.
    await addToBag(page, w, product.sizes[0].size);
    expect(eventsOf(await dataLayer(page))).toEqual([]);

    // The banner's Preferences open the same choice on the next page; the policy page is there to read.
    await page.reload();
    await expect(banner(page, w)).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: w.footerButton }).click();
    await expect(dialog.getByRole('checkbox', { name: w.analytics })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: w.marketing })).toBeChecked();
    // Reject all inside the preferences clears both boxes and saves.
    await chooseAndRecord(page, () => dialog.getByRole('button', { name: w.rejectAll }).click());
    await expect(dialog).toBeHidden();
    expect((await dataLayer(page)).at(-1)).toEqual(['consent', 'update', DENIED]);
    await page.getByRole('contentinfo').getByRole('button', { name: w.footerButton }).click();
    await expect(dialog.getByRole('checkbox', { name: w.marketing })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.goto(`${w.prefix}/content/cerez-politikasi`);
    await expect(page.getByRole('heading', { level: 1, name: w.policyHeading })).toBeVisible();
  });
}

test('the banner keeps its preferences reachable and moves focus to the page once answered', async ({ page }) => {
  const w = words.en;
  await page.goto('/en/');
  await banner(page, w).getByRole('button', { name: w.preferences }).click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await expect(dialog.getByRole('checkbox', { name: w.analytics })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: w.marketing }).check();
  await chooseAndRecord(page, () => dialog.getByRole('button', { name: w.save }).click());
  await expect(banner(page, w)).toBeHidden();
  // The Preferences button is gone with the banner: focus lands on the page's content, not nowhere.
  await expect(page.locator('#main')).toBeFocused();
  expect((await dataLayer(page)).at(-1)).toEqual(['consent', 'update', { ...GRANTED, analytics_storage: 'denied' }]);
});
