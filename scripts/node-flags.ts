/**
 * The Node options the built server runs with: `npm start` passes on what
 * scripts/print-node-flags.ts prints, and the test harness and the bench take them from here.
 *
 * One V8 background thread: on two cores the main thread and PGlite's already use both, and
 * each background thread's malloc arena kept memory. The young generation is sized by engine.
 * On PGlite memory at rest is tight (205 MB of the 250 MB goal with 2 MB semi-spaces; 246 MB
 * with 8, 270 MB with 16): what startup grew stays grown. On PostgreSQL the server rests at
 * 100 MB with 2 MB, and under load its young generation is mostly requests still in flight:
 * each scavenge copies them, and the next promotes those still there, to be collected with
 * the old generation. With 16 MB the list route took 110 to 145 µs of CPU a request in seven
 * runs (a ninth of it collecting, in a profile) and reached 0.83 to 1.04 × the bare route;
 * with 64 MB, scavenges four times rarer, 102 to 117 µs and 0.99 to 1.14 × in five
 * (bench: load). At rest 172 MB (144 with 16).
 */
export function nodeFlags(env: NodeJS.ProcessEnv): string[] {
  return ['--v8-pool-size=1', env.DATABASE_URL ? '--max-semi-space-size=64' : '--max-semi-space-size=2'];
}
