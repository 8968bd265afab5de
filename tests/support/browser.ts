/**
 * The browser every test drives: Debian's Chromium headless shell (package chromium-headless-shell),
 * the same engine as the full browser without its window system, at two thirds of its CPU per
 * test (decision 0030). `CHROMIUM_PATH` picks another; the screenshot baselines are the shell's.
 */
export const browserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
