export interface GroupCommitOptions {
  /** Most inputs written in one transaction. */
  maxBatch: number;
  /** Most transactions in flight at once; new inputs wait and join the next batch. */
  maxInFlight: number;
}

interface Pending<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the inputs that arrive while a transaction is being written go together into
 * the next one, so one durable commit (one fsync) acknowledges them all, and each input is
 * answered only after the commit that holds it. `writeBatch` returns one result per input, in
 * order. When a batch fails, each of its inputs is written again alone, so that one bad input
 * fails only its own request.
 */
export function groupCommit<I, O>(
  writeBatch: (inputs: I[]) => Promise<O[]>,
  { maxBatch, maxInFlight }: GroupCommitOptions,
): (input: I) => Promise<O> {
  let queue: Pending<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function write(batch: Pending<I, O>[]): Promise<void> {
    let results: O[];
    try {
      results = await writeBatch(batch.map((item) => item.input));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const item of batch) {
        await writeBatch([item.input]).then(([result]) => item.resolve(result as O), item.reject);
      }
      return;
    }
    for (const [i, item] of batch.entries()) item.resolve(results[i] as O);
  }

  function pump() {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      inFlight++;
      void write(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      // Wait for the requests already read in this turn of the event loop, then write them together.
      if (!scheduled && inFlight < maxInFlight) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}
