import { parentPort, workerData } from 'node:worker_threads';
import type { CommentInsightsInput } from '../../../schemas/comment-insights';
import { analyseComments } from '../rules/insights/analyse-comments';

/** One survey's groups in, their insights out, in the same order; then the thread ends. */
const inputs = workerData as CommentInsightsInput[];
try {
  parentPort!.postMessage({ insights: inputs.map(analyseComments) });
} catch (err) {
  parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
