import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  /** Requests passed to each upstream so far, in the order given. */
  served: number[];
  close(): Promise<void>;
}

/** The header the proxy adds to every answer: which upstream (0, 1, 2…) served it. */
export const UPSTREAM_HEADER = 'x-test-upstream';

/**
 * A small load-balancing proxy, as nginx would be in front of the servers (README: "Running
 * on PostgreSQL with several server processes"): round robin over `upstreams`, keep-alive
 * to each, and X-Forwarded-For set to the client's own address (what the TCP connection
 * came from: `proxy_set_header X-Forwarded-For $remote_addr`), never what the client
 * claims. A client that connects from another loopback address (127.0.0.N) is another
 * client to the servers behind it, which run with TRUST_PROXY=1.
 */
export async function startProxy(upstreams: string[]): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const targets = upstreams.map((u) => new URL(u));
  const served = upstreams.map(() => 0);
  let next = 0;

  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    served[index]! += 1;
    const target = targets[index]!;
    const headers = { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: String(index) });
      answer.pipe(res);
    });
    // An upstream that fails mid-way is a 502 to the client, as nginx answers: the test counts it.
    upstream.once('error', () => {
      if (!res.headersSent) res.writeHead(502, { [UPSTREAM_HEADER]: String(index) });
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}
