import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/**
 * Deepest nesting of objects and arrays a request may carry. The API's own bodies nest four levels
 * at most; the bound keeps every walk over a body (ours, Ajv's, a handler's spread) shallow.
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * Keys that reach an object's prototype once a body is spread or merged (prototype poisoning). No
 * call of the API has a field of these names, so they are refused wherever they appear.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor']);

/** A lone UTF-16 surrogate: text UTF-8 cannot encode, which the database would store mangled. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where a request's value sits (`body.user.email`, `querystring.l`) and what is wrong with it. */
export interface InputProblem {
  field: string;
  message: string;
}

/** What makes a text unusable: PostgreSQL cannot store NUL, and would fail after a handler began. */
function textFlaw(text: string): string | null {
  if (text.includes('\u0000')) return 'a NUL character';
  if (LONE_SURROGATE.test(text)) return 'a lone surrogate (not well-formed Unicode)';
  return null;
}

function keyProblem(key: string): string | null {
  if (PROTOTYPE_KEYS.has(key)) return `must not have a key named ${key}`;
  const flaw = textFlaw(key);
  return flaw ? `must not have a key with ${flaw}` : null;
}

function numberProblem(value: number): string | null {
  if (!Number.isFinite(value)) return 'must be a finite number';
  // No client writes -0 (JSON.stringify(-0) is "0"), and it slips past `minimum: 0`.
  if (Object.is(value, -0)) return 'must not be negative zero';
  // Amounts, ids, counts and timings of the API all stay far below 2^53; past it integers are no
  // longer exact, so `1e300` or a 30-digit number can only be an attack or a bug.
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER) return 'must be a safe integer (at most 2^53 - 1)';
  return null;
}

/**
 * The first thing in a request value (a parsed JSON body, the query, the route params) that no
 * handler should ever see: NUL or a lone surrogate in a string or key, a prototype key, a number that
 * is not finite, is -0 or is beyond the safe integers, or nesting deeper than MAX_INPUT_DEPTH.
 * @example inputProblem({ page: 1e400 }, 'body') // { field: 'body.page', message: 'must be a finite number' }
 */
export function inputProblem(value: unknown, field: string, depth = 0): InputProblem | null {
  if (typeof value === 'string') {
    const flaw = textFlaw(value);
    return flaw ? { field, message: `must not contain ${flaw}` } : null;
  }
  if (typeof value === 'number') {
    const message = numberProblem(value);
    return message ? { field, message } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH)
    return { field, message: `must not nest deeper than ${MAX_INPUT_DEPTH} levels` };
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, child] of entries) {
    // A bad key is reported on its parent: the key itself may not be printable.
    const keyMessage = keyProblem(key);
    if (keyMessage) return { field, message: keyMessage };
    const problem = inputProblem(child, `${field}.${key}`, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** The 400 of a refused value, shaped like a schema violation (`errors` by field). */
function refused(problem: InputProblem): HttpError {
  return new HttpError(400, { error: 'invalid_request', errors: { [problem.field]: [problem.message] } });
}

/**
 * A JSON request body, held to `inputProblem`; '' is no body. JSON.parse keeps `__proto__` as an own
 * key (it never sets the prototype), so the walk sees and refuses it.
 * @throws HttpError 400 for text that is not JSON or a value that breaks a rule
 */
export function parseJsonBody(text: string): unknown {
  if (text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, { error: 'invalid_json', message: (error as Error).message });
  }
  const problem = inputProblem(value, 'body');
  if (problem) throw refused(problem);
  return value;
}

/**
 * The rules every request passes before any handler, for every route at once:
 * - JSON bodies go through `parseJsonBody`; an empty body is no body (the route's schema says
 *   whether it needs one: 400 if so);
 * - JSON is the only body type: any other (text/plain included) or a missing content type gets 415;
 * - the query string and the route params are held to `inputProblem` too.
 * Oversized bodies get 413 from Fastify's `bodyLimit`.
 */
export function installRequestInput(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      // An empty JSON body (DELETE with a Content-Type) is no body, not a syntax error.
      done(null, parseJsonBody(String(body ?? '')));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const problem = inputProblem(request.query, 'querystring') ?? inputProblem(request.params, 'params');
    if (problem) throw refused(problem);
  });
}
