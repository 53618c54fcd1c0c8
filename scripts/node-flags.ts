/**
 * The Node options the built server runs with: `npm start` passes on what
 * scripts/print-node-flags.ts prints, and the test harness and the bench take them from here.
 *
 * One V8 background thread: on two cores the main thread and PGlite's already use both, and
 * each background thread's malloc arena kept memory. The young generation is sized by engine.
 * On PGlite memory at rest is tight (205 MB of the 250 MB goal with 2 MB semi-spaces; 246 MB
 * with 8, 270 MB with 16): what startup grew stays grown. On PostgreSQL the server rests at
 * 100 MB, and under load 2 MB semi-spaces had requests promoted while still in flight: a fifth
 * of the list route's CPU went to collecting (bench: load), so it gets V8's 16 MB (146 MB at rest).
 */
export function nodeFlags(env: NodeJS.ProcessEnv): string[] {
  return ['--v8-pool-size=1', env.DATABASE_URL ? '--max-semi-space-size=16' : '--max-semi-space-size=2'];
}
