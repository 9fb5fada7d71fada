/**
 * Entry of an analysis worker thread. It loads the coach once, then answers each request (list
 * a finished game's decisions, or analyse one) with the result as JSON or the error it threw.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type {
  AnalysisReply,
  AnalysisRequest,
  AnalysisWorkerData,
  AnalysisWorkerReady,
  CoachLibrary,
} from './messages.js';

const port = parentPort;
if (!port) throw new Error('analysis-worker runs as a worker thread');
const data = workerData as AnalysisWorkerData;
const library: CoachLibrary =
  data.library === null
    ? await import('./coach-library.js')
    : ((await import(data.library)) as CoachLibrary);

port.on('message', (request: AnalysisRequest) => {
  let reply: AnalysisReply;
  try {
    const result =
      request.kind === 'steps'
        ? library.steps(request.ruleset, request.rulesetVersion, JSON.parse(request.record))
        : library.analyse(
            request.ruleset,
            request.rulesetVersion,
            JSON.parse(request.step),
            request.settings,
          );
    reply = { id: request.id, ok: true, json: JSON.stringify(result) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = { id: request.id, ok: false, message: message.slice(0, 500) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies AnalysisWorkerReady);
