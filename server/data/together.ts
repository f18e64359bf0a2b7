// Requests that must take turns (registrations share one roll-number sequence) go faster in
// groups: whatever arrives while one group's transaction runs waits and goes in the next, so a
// burst takes the turn once per group instead of once per request. A quiet request goes at once.

type Waiting<In, Out> = { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void };

/**
 * `run(items)` answers one result per item, in order. A group that fails fails every request in
 * it (each would have met the same failure on its own: the items are checked before they wait).
 */
export function together<In, Out>(run: (items: In[]) => Promise<Out[]>, largest = 500) {
  const waiting: Array<Waiting<In, Out>> = [];
  let running = false;

  async function drain() {
    running = true;
    while (waiting.length > 0) {
      const group = waiting.splice(0, largest);
      try {
        const results = await run(group.map((entry) => entry.item));
        group.forEach((entry, index) => entry.resolve(results[index]!));
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
    running = false;
  }

  return (item: In) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
