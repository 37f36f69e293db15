import { createHash } from 'node:crypto';
import { isFinalAnswer } from '../../../runtime/api/final-answer.ts';
import type {
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { one, type Database } from '../db/database.ts';
import { globalPlugin } from '../../../server/http/global-plugin.ts';
import { HttpError } from '../../../server/http/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes an `Idempotency-Key` header (http/idempotency.ts): a repeat with the same key
     * answers the first answer instead of doing the write again. Money-moving and state-creating
     * writes only. `'guest'` for a write whose keys are never a player's (registration, which
     * signs nobody in: the confirmation link of its mail does): its keys stay in the guests'
     * scope, since a repeat sent after the first answer was lost may come with the session that
     * link started meanwhile.
     */
    idempotent?: boolean | 'guest';
  }
}

/** The request header that names a user action (lower case, as Node gives headers). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer replayed from a stored key rather than produced by the handler. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is remembered: a repeat after this is a new action. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Longest key accepted; longer is a 400. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** Expired keys are deleted on the first keyed request after this long since the last sweep. */
export const IDEMPOTENCY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/**
 * A repeat that arrives while the first request still runs waits for it this long at most, then
 * answers 409 with `Retry-After` (the first one is still running: ask again shortly).
 */
export const IDEMPOTENCY_WAIT_MS = 30_000;
/** Seconds in the `Retry-After` of that 409. */
const RETRY_AFTER_SECONDS = 1;
/** Keys of guests (registration, demo spins) share one scope: they are random UUIDs. */
const GUEST_SCOPE = 'guest';

export interface IdempotencyOptions {
  db: Database;
  /** The clock of the 24 h expiry (tests move it). */
  now?: () => number;
  /** How long a repeat waits for the first request (IDEMPOTENCY_WAIT_MS; tests shorten it). */
  waitMs?: number;
}

/** Control characters (C0, DEL and C1): no key may hold one. */
// eslint-disable-next-line no-control-regex -- control characters are what the rule refuses
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** 1 to 255 characters, none of them a control character. */
export function isValidIdempotencyKey(key: string): boolean {
  return key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && !CONTROL_CHARACTER.test(key);
}

/**
 * Whether the request carries the key header more than once. Node joins a repeated header into
 * one value (`A, A`), which would pass for one key: the raw header lines tell.
 */
function keySentTwice(request: FastifyRequest): boolean {
  const raw = request.raw.rawHeaders;
  let lines = 0;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]?.toLowerCase() === IDEMPOTENCY_KEY_HEADER) lines += 1;
  }
  return lines > 1;
}

/**
 * What identifies a request for a key: method, path with query, and the body as sent (JSON, or the
 * bytes of a file upload, hashed as they are).
 */
function fingerprintOf(request: FastifyRequest): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  const body: unknown = request.body;
  return (Buffer.isBuffer(body) ? hash.update(body) : hash.update(JSON.stringify(body) ?? '')).digest(
    'base64url',
  );
}

interface StoredKey {
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_at: Date;
}

/** The first request of a key while it runs: repeats of the key wait on `settled`. */
interface Running {
  fingerprint: string;
  settled: Promise<void>;
  settle: () => void;
}

/** A request that owns its key until its answer is stored. */
interface Claim {
  id: string;
  scope: string;
  key: string;
  running: Running;
}

const keyMismatch = () =>
  new HttpError(422, {
    error: 'idempotency_key_reused',
    errors: { idempotency_key: ['was already used for another request'] },
  });

/**
 * Idempotency keys for the routes marked `config: { idempotent: true }`, stored per player (guests
 * share one scope) for 24 h in the database:
 * - a repeat with the same key and the same request answers the first answer (status, content
 *   type and body; cookies are not replayed), with `Idempotent-Replayed: true`;
 * - the same key with another body or path answers 422 and changes nothing;
 * - a repeat while the first request runs waits for it and replays its answer (409 with
 *   `Retry-After` after IDEMPOTENCY_WAIT_MS);
 * - only final answers are stored (`isFinalAnswer`): after a 5xx or a lost answer the key may be
 *   sent again and the write runs;
 * - a malformed key (empty, longer than 255, control characters, sent twice) answers 400;
 * - a write without a key works as before (other clients of the API may not send one).
 * A key whose first request was cut off by a restart of the server answers 409 without
 * `Retry-After`: whether the write happened is unknown, so it is never run a second time.
 * Register it before the routes: it reads each route's `config.idempotent` as the route is added,
 * whichever plugin adds it.
 * @example await app.register(idempotencyPlugin, { db });
 */
export const idempotencyPlugin = globalPlugin<IdempotencyOptions>('idempotency', async (app, options) => {
  const { db } = options;
  const now = options.now ?? Date.now;
  const waitMs = options.waitMs ?? IDEMPOTENCY_WAIT_MS;
  const running = new Map<string, Running>();
  const claims = new WeakMap<FastifyRequest, Claim>();
  let nextSweep = 0;

  /** Deletes the keys older than 24 h, at most once per IDEMPOTENCY_SWEEP_INTERVAL_MS. */
  async function sweepIfDue(at: number): Promise<void> {
    if (at < nextSweep) return;
    nextSweep = at + IDEMPOTENCY_SWEEP_INTERVAL_MS;
    await db.query('DELETE FROM idempotency_keys WHERE created_at < $1', [
      new Date(at - IDEMPOTENCY_KEY_TTL_MS).toISOString(),
    ]);
  }

  function startRunning(id: string, fingerprint: string): Running {
    let settle: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const entry: Running = { fingerprint, settled, settle };
    running.set(id, entry);
    return entry;
  }

  function stopRunning(id: string, entry: Running): void {
    if (running.get(id) === entry) running.delete(id);
    entry.settle();
  }

  /** Waits for the first request of a key; false when it is still running after `waitMs`. */
  async function settledInTime(entry: Running): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), waitMs);
    });
    try {
      return await Promise.race([entry.settled.then(() => true as const), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  function replay(reply: FastifyReply, stored: StoredKey & { status: number }): FastifyReply {
    reply.status(stored.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if (stored.content_type) reply.header('content-type', stored.content_type);
    return reply.send(stored.body ?? undefined);
  }

  const claimKey: preHandlerHookHandler = async function (request, reply) {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || keySentTwice(request) || !isValidIdempotencyKey(header)) {
      throw new HttpError(400, {
        error: 'invalid_idempotency_key',
        errors: {
          idempotency_key: [
            `must be one key of 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters, no control characters`,
          ],
        },
      });
    }
    const key = header;
    const guest = request.playerId === null || request.routeOptions.config.idempotent === 'guest';
    const scope = guest ? GUEST_SCOPE : `player:${request.playerId}`;
    const id = `${scope}\n${key}`;
    const fingerprint = fingerprintOf(request);
    const at = now();
    await sweepIfDue(at);

    // A repeat of a key whose first request still runs waits for its answer.
    for (let first = running.get(id); first; first = running.get(id)) {
      if (first.fingerprint !== fingerprint) throw keyMismatch();
      if (!(await settledInTime(first))) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new HttpError(409, {
          error: 'idempotency_key_in_use',
          message: 'The first request with this key is still running.',
        });
      }
    }
    // Taken before any await, so a repeat arriving meanwhile waits for this request.
    const entry = startRunning(id, fingerprint);
    try {
      let stored = await one<StoredKey>(
        db,
        'SELECT fingerprint, status, content_type, body, created_at FROM idempotency_keys WHERE scope = $1 AND key = $2',
        [scope, key],
      );
      if (stored && new Date(stored.created_at).getTime() <= at - IDEMPOTENCY_KEY_TTL_MS) {
        await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
        stored = null;
      }
      if (stored) {
        stopRunning(id, entry);
        if (stored.fingerprint !== fingerprint) throw keyMismatch();
        if (stored.status === null) {
          throw new HttpError(409, {
            error: 'idempotency_key_interrupted',
            message: 'The first request with this key was cut off; check the result before trying again.',
          });
        }
        return replay(reply, { ...stored, status: stored.status });
      }
      await db.query(
        'INSERT INTO idempotency_keys (scope, key, fingerprint, created_at) VALUES ($1, $2, $3, $4)',
        [scope, key, fingerprint, new Date(at).toISOString()],
      );
      claims.set(request, { id, scope, key, running: entry });
    } catch (error) {
      stopRunning(id, entry);
      throw error;
    }
  };

  /** Ends a claim: the answer is stored when final, otherwise the key is free to be sent again. */
  async function settleClaim(
    claim: Claim,
    answer: { status: number; contentType: string | null; body: string | null } | null,
  ) {
    try {
      if (answer && isFinalAnswer(answer.status)) {
        await db.query(
          'UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5 WHERE scope = $1 AND key = $2',
          [claim.scope, claim.key, answer.status, answer.contentType, answer.body],
        );
      } else {
        await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [
          claim.scope,
          claim.key,
        ]);
      }
    } finally {
      stopRunning(claim.id, claim.running);
    }
  }

  // Stored before the answer leaves, so a repeat sent as soon as it arrives finds it.
  const storeAnswer: onSendHookHandler = async function (request, reply, payload) {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    // A streamed answer cannot be kept: the key is freed rather than replayed with a wrong body.
    const storable = payload === null || payload === undefined || body !== null;
    const contentType = reply.getHeader('content-type');
    await settleClaim(
      claim,
      storable
        ? {
            status: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body,
          }
        : null,
    );
    return payload;
  };

  // A request that ended without sending (its connection closed first) frees its key.
  const freeUnanswered: onResponseHookHandler = async function (request) {
    const claim = claims.get(request);
    if (!claim) return;
    claims.delete(request);
    await settleClaim(claim, null);
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    // First among the route's own hooks: the key is checked before any other route-level step,
    // and the answer is stored before anything (compression) rewrites it.
    route.preHandler = [claimKey, ...asList(route.preHandler)];
    route.onSend = [storeAnswer, ...asList(route.onSend)];
    route.onResponse = [freeUnanswered, ...asList(route.onResponse)];
  });
});

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
