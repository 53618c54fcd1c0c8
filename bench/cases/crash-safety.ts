import { describeCampaign, runCrashCampaign, type Engine } from '../../tests/harness/crash-campaign';
import { campaignSeed } from '../../tests/harness/crash-random';
import { postgresBaseUrl } from '../../tests/harness/postgres';
import type { BenchCase, Figure } from '../lib/types';

const area = 'crash-safety';

/**
 * The long campaign: the process suite's crash campaign (tests/harness/crash-campaign.ts)
 * with 200 kills per engine (CRASH_KILLS to change it; CRASH_SEED replays a run), on PGlite
 * and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL.
 */
export const crashSafety: BenchCase = {
  name: area,
  async run() {
    const kills = Number(process.env.CRASH_KILLS ?? 200);
    const engines: Engine[] = postgresBaseUrl() ? ['pglite', 'postgres'] : ['pglite'];
    const figures: Figure[] = [];
    for (const engine of engines) {
      const seed = campaignSeed();
      console.log(`crash campaign on ${engine}: seed ${seed} (CRASH_SEED=${seed} replays it), ${kills} kills`);
      const started = performance.now();
      const r = await runCrashCampaign({ engine, kills, seed, log: (line) => console.log(`  ${line}`) });
      console.log(`  ${describeCampaign(r)} in ${Math.round((performance.now() - started) / 60_000)} min`);
      for (const line of [...r.failures, ...r.lost, ...r.halfDone, ...r.refused].slice(0, 20)) console.log(`  ${line}`);
      const restarts = [...r.restartMs].sort((a, b) => a - b);
      const name = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
      figures.push(
        {
          area,
          figure: `${name}: SIGKILLs after which the server came back healthy (seed ${seed})`,
          value: r.survived,
          unit: 'kills',
          budget: kills,
          atLeast: true,
        },
        { area, figure: `${name}: writes answered 2xx (of ${r.writes} sent)`, value: r.answered2xx, unit: 'writes' },
        { area, figure: `${name}: submits sent again after a kill, answered 200 and counted once`, value: r.resent, unit: 'writes' },
        { area, figure: `${name}: writes answered 2xx then lost or not whole`, value: r.lost.length, unit: 'writes', budget: 0 },
        { area, figure: `${name}: writes present only in part`, value: r.halfDone.length, unit: 'writes', budget: 0 },
        { area, figure: `${name}: valid writes answered other than 2xx`, value: r.refused.length, unit: 'writes', budget: 0 },
        { area, figure: `${name}: restart after a kill to healthy, median`, value: restarts[Math.floor(restarts.length / 2)] ?? 0, unit: 'ms' },
        { area, figure: `${name}: restart after a kill to healthy, slowest`, value: restarts.at(-1) ?? 0, unit: 'ms' },
      );
    }
    return figures;
  },
};
