import { LOAD_SECRET_KEY } from './load-company';
import { startProxy, type Proxy } from './scale-proxy';
import { startServerProcess, type ServerProcess } from './server-process';

export interface Cluster {
  proxy: Proxy;
  servers: ServerProcess[];
  stop(): Promise<void>;
}

/**
 * `count` real server processes on one PostgreSQL database, as README's "Running on
 * PostgreSQL with several server processes" deploys them (the same SECRET_KEY, TRUST_PROXY=1
 * behind the proxy), and the round-robin proxy in front. Started together: each applies
 * pending migrations under the advisory lock.
 */
export async function startCluster(databaseUrl: string, count = 3): Promise<Cluster> {
  const servers: ServerProcess[] = [];
  const stopServers = () => Promise.all(servers.map((s) => s.stop()));
  try {
    for (let i = 0; i < count; i += 1) {
      servers.push(await startServerProcess({ databaseUrl, env: { SECRET_KEY: LOAD_SECRET_KEY, TRUST_PROXY: '1' } }));
    }
    await Promise.all(servers.map((s) => s.healthy()));
  } catch (err) {
    await stopServers();
    throw err;
  }
  const proxy = await startProxy(servers.map((s) => s.url));
  return {
    proxy,
    servers,
    async stop() {
      await proxy.close();
      await stopServers();
    },
  };
}
