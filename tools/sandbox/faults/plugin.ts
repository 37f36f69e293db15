import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { globalPlugin } from '../../../server/http/global-plugin.ts';
import { isApiPath } from '../../../server/upstream/api-paths.ts';
import { parseFaultSpec, settingsFor } from './spec.ts';
import { seededRandom } from './random.ts';

export interface FaultsPluginOptions {
  /** The `SANDBOX_FAULTS` value; empty for none. */
  spec: string;
  /** Seed of the random source, so a run can be replayed (default: Math.random). */
  seed?: number;
  /** Random source in [0, 1); wins over `seed` (tests). */
  random?: () => number;
}

/** Body of an injected 503. */
export const FAULT_ERROR_BODY = { error: 'Service temporarily unavailable (sandbox fault mode)' };

const malformedRequests = new WeakSet<FastifyRequest>();

/**
 * Fault mode: latency, errors, dropped connections and truncated bodies on API paths only
 * (see README.md in this folder). A bad spec fails the server's start-up with a FaultSpecError.
 * @example await app.register(faultsPlugin, { spec: process.env.SANDBOX_FAULTS ?? '' });
 */
export const faultsPlugin = globalPlugin<FaultsPluginOptions>('faults', async (app, options) => {
  const plan = parseFaultSpec(options.spec);
  if (plan.rules.length === 0) return;
  const random = options.random ?? (options.seed === undefined ? Math.random : seededRandom(options.seed));

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const settings = settingsFor(plan, request.url.split('?', 1)[0] ?? '');
    if (settings.latency > 0) await sleep(settings.latency);
    if (settings.drop > 0 && random() < settings.drop) {
      // Taken over from Fastify, so it neither answers nor logs a missing reply.
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (settings.error_rate > 0 && random() < settings.error_rate) {
      return reply.code(503).type('application/json; charset=utf-8').send(FAULT_ERROR_BODY);
    }
    // The handler still runs, as on a real server whose answer is cut short on its way back.
    if (settings.malformed > 0 && random() < settings.malformed) malformedRequests.add(request);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!malformedRequests.has(request)) return payload;
    reply.code(200).type('application/json; charset=utf-8').removeHeader('content-length');
    return truncatedJson(payload);
  });
});

/** The first half of a JSON body: parsing it always fails, like a connection cut mid-answer. */
export function truncatedJson(payload: unknown): string {
  const raw =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
  const text = raw.trim();
  // Any strict prefix of an object or array is invalid JSON; other bodies (empty, streamed) get a stand-in.
  const json = text.startsWith('{') || text.startsWith('[') ? text : '{"data":[{"id":1,"name":"';
  return json.slice(0, Math.max(1, Math.floor(json.length / 2)));
}
