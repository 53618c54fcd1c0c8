/**
 * A long loop on the server's one thread (checking 100,000 rows) that lets every other
 * request through: once `budgetMs` of work has run since the last turn of the event loop,
 * `due()` says so and `next()` takes one. Checked per row, it costs a clock read.
 */
/** One turn of the event loop: every request waiting for I/O gets its go first. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface Turns {
  due(): boolean;
  next(): Promise<void>;
}

export function takeTurns(budgetMs = 8): Turns {
  let since = performance.now();
  return {
    due: () => performance.now() - since >= budgetMs,
    async next() {
      await nextTurn();
      since = performance.now();
    },
  };
}

/** `work` for each item, with a turn whenever one is due. */
export async function eachInTurns<T>(items: readonly T[], turns: Turns, work: (item: T, index: number) => void): Promise<void> {
  for (let i = 0; i < items.length; i += 1) {
    work(items[i]!, i);
    if (turns.due()) await turns.next();
  }
}
