/**
 * How many rows an import writes per transaction. On PGlite a slice holds the one connection
 * every company shares, so a slice is sized to last about `pgliteMs`: every other request
 * waits at most about that long, on an idle machine or a busy one. On PostgreSQL a slice
 * holds only the importing company's own row and the rows it writes, and larger slices spend
 * less on round trips and commits. Tests narrow the bounds to get a known number of slices.
 */
export const importSlices = { firstRows: 500, minRows: 100, maxRows: 5000, pgliteMs: 50, postgresMs: 250 };

/** The next slice's size from the time per row so far (a moving average: one slow slice does not halve the next). */
export function sliceSizer(targetMs: number) {
  const { firstRows, minRows, maxRows } = importSlices;
  let rows = Math.min(Math.max(firstRows, minRows), maxRows);
  let msPerRow: number | undefined;
  return {
    get rows() {
      return rows;
    },
    took(written: number, ms: number): void {
      const measured = ms / Math.max(written, 1);
      msPerRow = msPerRow === undefined ? measured : (msPerRow + measured) / 2;
      const wanted = Math.round(targetMs / Math.max(msPerRow, 1e-3));
      rows = Math.min(Math.max(wanted, minRows, Math.floor(rows / 4)), maxRows, rows * 4);
    },
  };
}
