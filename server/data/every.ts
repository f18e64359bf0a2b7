// A job every server runs on a timer (fee reminders, absence alerts): a tick during a run is
// skipped, the timer never keeps the process alive, and `stop` waits for a run under way.
export function runEvery(
  everyMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    // A run still under way (a slow database) is not joined by another.
    running ??= task()
      .then(() => undefined, onError)
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
