import { registeredAdmin } from '../../tests/harness/account';
import { load } from '../lib/load';
import { startServer } from '../lib/server';
import type { BenchCase, Figure } from '../lib/types';

const area = 'foundation';

/** Start-up, sign-in cost (argon2id) and an authenticated read under load. */
export const foundation: BenchCase = {
  name: area,
  async run() {
    const cold = await startServer(8301);
    const figures: Figure[] = [{ area, figure: 'cold start, fresh data directory', value: cold.startMs, unit: 'ms' }];
    try {
      const admin = await registeredAdmin(cold.url, cold.dataDir, 'foundation');
      const signIns: number[] = [];
      for (let i = 0; i < 10; i++) {
        const t = performance.now();
        await fetch(`${cold.url}/auth/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: admin.email, password: admin.password }),
        });
        signIns.push(performance.now() - t);
      }
      signIns.sort((a, b) => a - b);
      figures.push({ area, figure: 'sign-in (argon2id verify), median', value: Math.round(signIns[5]!), unit: 'ms' });
      const read = await load({ url: `${cold.url}/api/auth-user/`, headers: { authorization: `JWT ${admin.jwt}` } });
      figures.push(
        { area, figure: 'GET /api/auth-user/ @50 conns, throughput', value: read.requestsPerSecond, unit: 'req/s' },
        { area, figure: 'GET /api/auth-user/ @50 conns, p99', value: read.p99, unit: 'ms' },
        { area, figure: 'GET /api/auth-user/ errors and non-2xx', value: read.errors + read.non2xx, unit: 'count', budget: 0 },
      );
    } finally {
      await cold.stop();
    }
    const warm = await startServer(8302, cold.dataDir);
    figures.push({ area, figure: 'warm start, existing data directory', value: warm.startMs, unit: 'ms' });
    await warm.stop();
    return figures;
  },
};
