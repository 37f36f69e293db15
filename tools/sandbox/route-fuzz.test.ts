// @vitest-environment node
import fc from 'fast-check';
import type { FastifySchema, HTTPMethods } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { WEBSOCKET_PATH } from './realtime/plugin.ts';
import { BODY_LIMIT_BYTES, buildServer } from './server.ts';
import { databaseSnapshot } from './testing/database-snapshot.ts';
import { PlayerAgent } from './testing/player-agent.ts';
import { seedPlayer } from './testing/seeded-player.ts';

// Property: whatever a player or a guest sends to any route of the server (hostile bodies, query
// strings and params, wrong content types), the answer is below 500, an error answer is JSON with
// an `error`, and an error answer changes nothing in the database.

/** Fixed so that a failure replays exactly; FUZZ_SEED=<n> explores other inputs. */
const SEED = Number(process.env.FUZZ_SEED ?? 1_407);
/** Runs per route and method (FUZZ_RUNS=<n> for a longer search); HEAD mirrors GET and gets fewer. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const HEAD_RUNS = Math.ceil(RUNS / 4);

interface Route {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
}

const routes: Route[] = [];
const server = await buildServer({
  memory: true,
  // Pending cash-outs stay pending: no timer changes the database while the property watches it.
  cashoutDelayMs: null,
  onRoute: (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  },
});
const { app } = server;
const db = server.db!;
afterAll(() => server.close());

const seeded = await seedPlayer(app, new PlayerAgent(app));
let player = new PlayerAgent(app);
await player.signUp();
let guest = new PlayerAgent(app);
/** Set after a write the player's call was allowed to make: it may have ended their session. */
let playerWrote = false;
let snapshot = await databaseSnapshot(db);

/**
 * The WebSocket endpoint takes frames, not HTTP calls: `inject` cannot upgrade, so here it would only
 * ever answer a plain GET with 404. Its input is tested frame by frame in realtime/session.test.ts.
 */
const EXCLUDED = new Set([WEBSOCKET_PATH]);
const fuzzed = routes.filter((route) => !EXCLUDED.has(route.url));

// ---- JSON that JSON.stringify cannot write: -0, NaN, 1e400, 30-digit integers, __proto__ keys.

/** A JSON object kept as entries, so that any key (`__proto__` too) survives until it is written. */
class JsonObject {
  constructor(readonly entries: readonly (readonly [string, unknown])[]) {}
}
/** Text put into the JSON as it is (malformed or oversized pieces). */
class RawJson {
  constructor(readonly text: string) {}
}

function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonObject) {
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN';
    if (!Number.isFinite(value)) return value > 0 ? '1e400' : '-1e400';
    return Object.is(value, -0) ? '-0' : JSON.stringify(value);
  }
  return JSON.stringify(value ?? null);
}

const NUMBER_EDGES = [0, 1, -1, 40, 100, 101, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, -0, 1e300, 0.5];
const number = fc.oneof(
  fc.constantFrom<unknown>(...NUMBER_EDGES, 123_456_789_012_345_678_901_234_567_890n, Infinity, NaN),
  fc.integer({ min: -5, max: 200 }),
  fc.double(),
);
/** Any UTF-16 code unit: control characters, NUL and lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
/** Values a route may actually accept, so that requests also get past validation into handlers. */
const PLAUSIBLE = [
  '',
  'EUR',
  'FUN',
  'desktop',
  'deposit',
  'week',
  'card-eur',
  'en',
  'de',
  'SANDBOX10',
  'player1@example.com',
  'Secret#123',
  '4242424242424242',
  '12/39',
  'balance',
  'money_s',
  'real',
  'demo',
  'CA',
  '1990-12-10',
  seeded.identifier,
];
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PLAUSIBLE) },
  { weight: 3, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 12 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDC00', '\uD83D', '\u202E\u0007'),
  },
  { weight: 1, arbitrary: fc.constant('x'.repeat(5_000)) },
);
const key = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    'a\u0000',
    '\uD800',
    'page',
    'user',
    'amount_cents',
  ),
  fc.string({ unit: anyCodeUnit, maxLength: 8 }),
);
const leaf = fc.oneof(number, text, fc.boolean(), fc.constant(null));
const { value: anyJson } = fc.letrec<{ value: unknown; array: unknown[]; object: JsonObject }>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((entries) => new JsonObject(entries)),
}));
const deepNesting = fc
  .tuple(fc.integer({ min: 30, max: 3_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );
const OVERSIZED = JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES) });
const TEN_MEGABYTES = JSON.stringify({ padding: 'x'.repeat(10 * 1_048_576) });
const malformed = fc.constantFrom(
  '{"broken": ',
  '[1, 2',
  'NaN',
  'undefined',
  "{'a': 1}",
  '{"a": 01}',
  '\u0000',
);

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A hostile value of any kind: what a mutation puts somewhere into an otherwise valid request. */
const poison = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>('\u0000', 'a\u0000b', '\uD800', 'x\uDC00', 'x'.repeat(5_000)),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      ...NUMBER_EDGES,
      123_456_789_012_345_678_901_234_567_890n,
      Infinity,
      NaN,
    ),
  },
  { weight: 2, arbitrary: anyJson },
  { weight: 1, arbitrary: deepNesting.map((nested) => new RawJson(nested)) },
);

/**
 * Values of the shape a route's schema asks for, with plausible content (enums, strings the sandbox
 * knows, numbers within the bounds): requests that get past validation into the handler.
 */
function valid(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isSchema(schema) || depth > 5) return leaf;
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.anyOf)) return fc.oneof(...schema.anyOf.map((part) => valid(part, depth + 1)));
  const options = [schema.type].flat().map((type): fc.Arbitrary<unknown> => {
    if (type === 'object' && isSchema(schema.properties)) {
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      const fields = Object.entries(schema.properties).map(([name, part]) =>
        fc.option(
          valid(part, depth + 1).map((value) => [name, value] as const),
          { nil: undefined, freq: required.has(name) ? 20 : 2 },
        ),
      );
      return fc
        .tuple(...fields)
        .map((entries) => new JsonObject(entries.filter((entry) => entry !== undefined)));
    }
    if (type === 'array') return fc.array(valid(schema.items, depth + 1), { maxLength: 3 });
    if (type === 'integer' || type === 'number') {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = Math.min(typeof schema.maximum === 'number' ? schema.maximum : 10_000, min + 10_000);
      return fc.integer({ min, max });
    }
    if (type === 'string') return fc.oneof(fc.constantFrom(...PLAUSIBLE), fc.string({ maxLength: 12 }));
    if (type === 'boolean') return fc.boolean();
    if (type === 'null') return fc.constant(null);
    return leaf;
  });
  return options.length === 0 ? anyJson : fc.oneof(...options);
}

/** Every place of a JSON value a mutation can touch, as a path of keys and indexes. */
function places(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const inner =
    value instanceof JsonObject
      ? value.entries.flatMap(([name, item]) => places(item, [...path, name]))
      : Array.isArray(value)
        ? value.flatMap((item, index) => places(item, [...path, index]))
        : [];
  return [path, ...inner];
}

/** A copy of `value` with `replace` applied at `path`. */
function changedAt(value: unknown, path: (string | number)[], replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  if (value instanceof JsonObject) {
    return new JsonObject(
      value.entries.map(([name, item]) => [name, name === head ? changedAt(item, rest, replace) : item]),
    );
  }
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? changedAt(item, rest, replace) : item));
  return value;
}

/**
 * A valid value with one thing made hostile at a random place: the value there replaced by a poison,
 * or a hostile key added to the object there.
 */
function mutated(schema: unknown): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid(schema), fc.nat(), fc.boolean(), key, poison)
    .map(([value, pick, addKey, name, bad]) => {
      const all = places(value);
      const path = all[pick % all.length] ?? [];
      return changedAt(value, path, (old) =>
        addKey && old instanceof JsonObject ? new JsonObject([...old.entries, [name, bad]]) : bad,
      );
    });
}

// ---- URLs.

/** Percent-encodes any text; a lone surrogate becomes the bytes a careless encoder would write. */
function percentEncode(raw: string): string {
  return raw.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  });
}

const REAL_SEGMENTS = [
  ...[seeded.bonus, seeded.freespin, seeded.lootbox, seeded.limit, seeded.payment, seeded.game].map(String),
  String(seeded.tournament),
  ...seeded.identifier.split('/'),
  'banners-config',
  'about',
  'en.json',
  'game',
  'nova',
  'money',
];
const HOSTILE_SEGMENTS = [
  'abc',
  '-0',
  '0',
  '00',
  '1e300',
  '9'.repeat(30),
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  'a'.repeat(300),
];
const segment = fc.oneof(
  fc.constantFrom(...REAL_SEGMENTS, ...HOSTILE_SEGMENTS),
  fc.string({ unit: anyCodeUnit, maxLength: 10 }).map(percentEncode),
);

function pathOf(route: Route): fc.Arbitrary<string> {
  const parts = route.url.split('/').map((part) => {
    if (part === '*') return fc.array(segment, { minLength: 1, maxLength: 3 }).map((list) => list.join('/'));
    return part.startsWith(':') ? segment : fc.constant(part);
  });
  return fc.tuple(...parts).map((list) => list.join('/'));
}

/** Percent sequences no browser sends: NUL, an encoded surrogate, broken UTF-8. */
const RAW_QUERY_VALUES = ['%00', '%ED%A0%80', '%E0%A4%A', '%FF', '%', '-0', '1e300', '9'.repeat(30)];

const queryValue = (item: unknown) => percentEncode(typeof item === 'string' ? item : toJsonText(item));

/** The route's own parameters (one of them made hostile, mostly), and some others. */
function queryOf(route: Route): fc.Arbitrary<string> {
  const schema = route.schema?.querystring;
  const own = isSchema(schema) ? fc.oneof(valid(schema), mutated(schema)) : fc.constant(new JsonObject([]));
  const name = fc.oneof(fc.constantFrom('geo', 'l', 'url[]', '__proto__', 'constructor'), key);
  const value = fc.oneof(text.map(percentEncode), fc.constantFrom(...RAW_QUERY_VALUES));
  const others = fc.array(fc.tuple(name.map(percentEncode), value), { maxLength: 2 });
  return fc.tuple(own, others).map(([params, more]) => {
    const pairs =
      params instanceof JsonObject
        ? params.entries.flatMap(([k, v]) =>
            (Array.isArray(v) ? v : [v]).map((item) => `${percentEncode(k)}=${queryValue(item)}`),
          )
        : [`q=${queryValue(params)}`];
    return [...pairs, ...more.map(([k, v]) => `${k}=${v}`)].join('&');
  });
}

// ---- Requests.

interface HostileRequest {
  identity: 'player' | 'guest';
  url: string;
  body: string | undefined;
  contentType: string | undefined;
  /** A guest's Cookie header (a player's carries their session). */
  cookie: string | undefined;
}

/** Cookies the server reads (session, locale, geo, demo wallet), forged or badly encoded. */
const HOSTILE_COOKIES = [
  'locale=%E0%A4%A',
  'sandbox_geo=%ZZ',
  'sandbox_geo=XX%00',
  'croupier_session=forged',
  'croupier_session=%00',
  `croupier_demo=${'x'.repeat(4_000)}`,
  'locale=de; locale=%FF',
];

/** Short enough to print: a failure shows the request, not ten megabytes of it. */
const preview = (value: string | undefined) =>
  value === undefined || value.length <= 300
    ? JSON.stringify(value)
    : `${JSON.stringify(value.slice(0, 300))}… (${value.length} chars)`;

function requestOf(route: Route): fc.Arbitrary<HostileRequest> {
  const body = fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: valid(route.schema?.body).map(toJsonText) },
    { weight: 8, arbitrary: mutated(route.schema?.body).map(toJsonText) },
    { weight: 2, arbitrary: anyJson.map(toJsonText) },
    { weight: 1, arbitrary: fc.oneof(malformed, deepNesting) },
    { weight: 1, arbitrary: fc.constantFrom('', OVERSIZED, TEN_MEGABYTES) },
  );
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    {
      weight: 3,
      arbitrary: fc.constantFrom<string | undefined>(
        undefined,
        '',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/csp-report',
      ),
    },
  );
  return fc
    .record({
      identity: fc.constantFrom('player' as const, 'guest' as const),
      path: pathOf(route),
      query: fc.option(queryOf(route), { nil: undefined, freq: 2 }),
      body,
      contentType,
      cookie: fc.option(fc.constantFrom(...HOSTILE_COOKIES), { nil: undefined, freq: 3 }),
    })
    .map(({ identity, path, query, body, contentType, cookie }) => {
      const url = query ? `${path}?${query}` : path;
      const request: HostileRequest = {
        identity,
        url,
        body,
        contentType,
        cookie: identity === 'guest' ? cookie : undefined,
      };
      return Object.assign(request, {
        [fc.toStringMethod]: () =>
          `${identity} ${route.method} ${preview(url)} content-type ${preview(contentType)} ` +
          `cookie ${preview(request.cookie)} body ${preview(body)}`,
      });
    });
}

/** The agent of the identity, signed in (again) or signed out as the identity needs. */
async function agentFor(identity: HostileRequest['identity']): Promise<PlayerAgent> {
  if (identity === 'guest') {
    // A guest whose request registered or signed them in is a guest no longer.
    if (guest.hasSession()) guest = new PlayerAgent(app);
    return guest;
  }
  const signedOut = !player.hasSession() || (playerWrote && (await player.get('/api/player')).status === 401);
  playerWrote = false;
  if (signedOut) {
    // Signed out (sign_out, a self-exclusion) by an earlier request: a new player takes over.
    player = new PlayerAgent(app);
    await player.signUp();
    snapshot = await databaseSnapshot(db);
  }
  return player;
}

describe('every route of the server under hostile input', () => {
  it('collects the whole route table', () => {
    expect(fuzzed.length).toBeGreaterThan(100);
    expect(fuzzed.some((route) => route.url === '/api/games_filter')).toBe(true);
  });

  it.each(fuzzed.map((route) => [`${route.method} ${route.url}`, route] as const))(
    'answers %s below 500, with a JSON error, changing nothing when it refuses',
    async (_name, route) => {
      const property = fc.asyncProperty(requestOf(route), async (request) => {
        const agent = await agentFor(request.identity);
        const headers: Record<string, string> = {
          ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
          ...(request.cookie === undefined ? {} : { cookie: request.cookie }),
        };
        const response = await agent.request(route.method, request.url, request.body, headers);
        const before = snapshot;
        snapshot = await databaseSnapshot(db);
        expect(response.status, response.text.slice(0, 300)).toBeLessThan(500);
        if (response.status < 400) {
          playerWrote ||= request.identity === 'player' && route.method !== 'GET' && route.method !== 'HEAD';
          return;
        }
        if (route.method !== 'HEAD') {
          expect(response.headers['content-type'], response.text.slice(0, 300)).toMatch(/json/);
          expect(response.body, response.text.slice(0, 300)).toEqual(
            expect.objectContaining({ error: expect.any(String) }),
          );
        }
        expect(snapshot, `a ${response.status} answer changed the database`).toBe(before);
      });
      await fc.assert(property, { seed: SEED, numRuns: route.method === 'HEAD' ? HEAD_RUNS : RUNS });
    },
    60_000,
  );
});
