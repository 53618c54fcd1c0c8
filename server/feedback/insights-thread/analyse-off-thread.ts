import { Worker } from 'node:worker_threads';
import type { CommentInsights, CommentInsightsInput } from '../../../schemas/comment-insights';

// Under tsx (npm run dev, tests) the worker's TypeScript needs the loader registered; the built
// server (scripts/server-build.ts) has the worker bundled beside it as insights-worker.mjs.
const workerEntry = new URL(import.meta.url.endsWith('.ts') ? './worker-entry.mjs' : './insights-worker.mjs', import.meta.url);

type Reply = { insights: CommentInsights[] } | { error: string };

/**
 * Analyses one survey's groups of comments on a thread of its own, which ends with the answer. The engine is
 * synchronous: over a whole survey's 10,000 comments it takes seconds, which on the server's thread would hold
 * every company's requests (docs/insights.md).
 */
export function analyseOffThread(inputs: CommentInsightsInput[]): Promise<CommentInsights[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerEntry, { workerData: inputs });
    let answered = false;
    worker.once('message', (reply: Reply) => {
      answered = true;
      if ('error' in reply) reject(new Error(reply.error));
      else resolve(reply.insights);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The insights thread stopped (exit code ${code}).`));
    });
  });
}
