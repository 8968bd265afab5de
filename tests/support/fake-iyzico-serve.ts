import { startFakeIyzico } from './fake-iyzico';

// The fake iyzico as a process of its own, for the browser suite's iyzico store
// (playwright.config.ts): `tsx tests/support/fake-iyzico-serve.ts <port>`; it runs until killed.

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: fake-iyzico-serve.ts <port>');
const fake = await startFakeIyzico({ port });
console.log(`fake iyzico on ${fake.baseUrl}`);
