/** What every test server runs with unless it says otherwise; the seed hashes the demo passwords with these. */
export declare const TEST_SERVER_ENV: Record<string, string>;
/** A fresh copy of the seeded demo at `folder` (whatever was there goes first), seeding the template first when needed. */
export function copyDemoTemplate(folder: string): void;
