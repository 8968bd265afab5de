/** An error that stops the server from starting; its message is one line for whoever started it. */
export class StartupError extends Error {
  override name = 'StartupError';
}
