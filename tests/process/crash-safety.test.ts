import { describe, expect, it } from 'vitest';
import { describeCampaign, runCrashCampaign, type Engine } from '../harness/crash-campaign';
import { campaignSeed } from '../harness/crash-random';
import { postgresBaseUrl } from '../harness/postgres';

/**
 * SIGKILL at random moments during a stream of multi-row writes loses no write
 * answered 2xx and leaves none half-done, a submit sent again after a kill counts once, and
 * the server always comes back. CI runs CRASH_KILLS (12 unless set) per engine; `npm run
 * bench -- crash-safety` runs 200. CRASH_SEED replays a run: the seed is printed first.
 */
const kills = Number(process.env.CRASH_KILLS ?? 12);
const engines: Engine[] = postgresBaseUrl() ? ['pglite', 'postgres'] : ['pglite'];

describe.each(engines)('crash safety on %s', (engine) => {
  it(`survives ${kills} kills with every answered write whole and nothing half-done`, async () => {
    const seed = campaignSeed();
    console.log(`crash campaign on ${engine}: seed ${seed} (CRASH_SEED=${seed} replays it), ${kills} kills`);
    const result = await runCrashCampaign({ engine, kills, seed });
    console.log(describeCampaign(result));

    expect(result.failures, 'the server always came back healthy').toEqual([]);
    expect(result.survived).toBe(kills);
    expect(result.lost, 'writes answered 2xx that are missing or not whole').toEqual([]);
    expect(result.halfDone, 'writes present only in part').toEqual([]);
    expect(result.refused, 'valid writes answered with anything but 2xx').toEqual([]);
    // The campaign proves something only if the kills met answered writes.
    expect(result.answered2xx).toBeGreaterThan(kills);
  }, 1_200_000);
});
