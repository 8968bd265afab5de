// A process that lives for seconds (a test's store, the demo's seeding, an operator's command)
// compiles PGlite's WebAssembly with V8's baseline compiler alone. Left to tier up, V8 spends about
// 2.6 s of a core in background threads optimising the functions a start runs most, more than such
// a process ever gets back: a store's start measured 6.4 s of CPU with it and 3.7 s without, the
// seeding 10 s and 6.7 s, and both answered sooner (docs/decisions/0061). A store that serves for
// hours keeps V8's default.

/** The Node.js flags of a brief process that opens the embedded database. */
export const BRIEF_NODE_FLAGS = ['--liftoff-only'];
