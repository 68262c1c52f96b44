/**
 * Natural batching ("group commit in the app", decision 013): an operation
 * that arrives while `maxInFlight` batches are already running waits, and
 * everything waiting goes out together as the next batch as soon as one of
 * them returns. An idle server sends each item at once (a batch of one), so
 * batching adds no delay; under load many items share one round trip.
 * `run` answers for each item, in order; if it fails, every item of its
 * batch fails with that error.
 */
export function createBatcher<I, O>(run: (items: I[]) => Promise<O[]>, options: { maxBatch: number; maxInFlight: number }): (item: I) => Promise<O> {
  const waiting: { item: I; resolve(value: O): void; reject(error: unknown): void }[] = [];
  let inFlight = 0;

  function pump(): void {
    while (inFlight < options.maxInFlight && waiting.length) {
      const batch = waiting.splice(0, options.maxBatch);
      inFlight += 1;
      run(batch.map((w) => w.item))
        .then(
          (results) => {
            if (results.length !== batch.length) throw new Error(`batch of ${batch.length} answered ${results.length} results`);
            batch.forEach((w, i) => w.resolve(results[i] as O));
          },
          (error: unknown) => batch.forEach((w) => w.reject(error)),
        )
        .catch((error: unknown) => batch.forEach((w) => w.reject(error)))
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      pump();
    });
}
