import { consoleChecks } from './console-errors';

// The main screens on a phone log no console error (tests/e2e/console-errors.ts).
consoleChecks();
