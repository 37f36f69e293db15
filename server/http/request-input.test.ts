// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './http-error.ts';
import { inputProblem, installRequestInput, MAX_INPUT_DEPTH, parseJsonBody } from './request-input.ts';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });

describe('inputProblem', () => {
  it.each([
    ['a NUL in a string', { user: { email: 'a\u0000@example.com' } }, 'body.user.email', /NUL/],
    ['a lone high surrogate', { title: 'x\uD800' }, 'body.title', /lone surrogate/],
    ['a lone low surrogate', { list: ['ok', '\uDC00y'] }, 'body.list.1', /lone surrogate/],
    ['a NUL in a key', { ['k\u0000']: 1 }, 'body', /key with a NUL/],
    ['a __proto__ key', JSON.parse('{"a":{"__proto__":{"admin":true}}}'), 'body.a', /__proto__/],
    ['a constructor key', { constructor: { prototype: {} } }, 'body', /constructor/],
    ['an infinite number', { amount_cents: Infinity }, 'body.amount_cents', /finite/],
    ['NaN', { amount_cents: NaN }, 'body.amount_cents', /finite/],
    ['negative zero', { amount_cents: -0 }, 'body.amount_cents', /negative zero/],
    ['1e300', { amount_cents: 1e300 }, 'body.amount_cents', /safe integer/],
    ['a 30-digit integer', JSON.parse('{"n":123456789012345678901234567890}'), 'body.n', /safe integer/],
    ['2^53', { n: 2 ** 53 }, 'body.n', /safe integer/],
  ])('finds %s and names where it sits', (_name, value, field, message) => {
    const problem = inputProblem(value, 'body');
    expect(problem?.field).toBe(field);
    expect(problem?.message).toMatch(message);
  });

  it('refuses nesting deeper than the bound and accepts it up to the bound', () => {
    expect(inputProblem(nested(MAX_INPUT_DEPTH), 'body')).toBeNull();
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1), 'body')?.message).toMatch(/nest deeper/);
  });

  it('accepts everything a well-behaved client sends', () => {
    const body = {
      user: { email: 'zoë@example.com', password: 'Secret#123', emoji: '🎰', terms_acceptance: true },
      amounts: [0, 1, -5, 0.25, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER],
      nothing: null,
      control: 'tab\tand\nnewline',
    };
    expect(inputProblem(body, 'body')).toBeNull();
  });
});

describe('parseJsonBody', () => {
  it('treats an empty body as no body', () => {
    expect(parseJsonBody('')).toBeUndefined();
  });

  it('answers 400 invalid_json for text that is not JSON', () => {
    expect(() => parseJsonBody('{"broken": ')).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('answers 400 for a number JSON.parse turns into Infinity', () => {
    expect(() => parseJsonBody('{"page": 1e400}')).toThrow(
      expect.objectContaining({
        status: 400,
        body: { error: 'invalid_request', errors: { 'body.page': ['must be a finite number'] } },
      }),
    );
  });
});

describe('the request rules of a server', () => {
  let app: FastifyInstance;
  let handled = 0;

  beforeAll(async () => {
    app = Fastify({ bodyLimit: 1_024 });
    installErrorHandling(app);
    installRequestInput(app);
    app.post('/echo', async (request) => {
      handled += 1;
      return { body: request.body ?? null };
    });
    app.get<{ Params: { id: string } }>('/things/:id', async (request) => {
      handled += 1;
      return { id: request.params.id, query: request.query };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType?: string) =>
    app.inject({
      method: 'POST',
      url: '/echo',
      payload,
      headers: contentType === undefined ? {} : { 'content-type': contentType },
    });

  it('passes a well-formed JSON body to the handler', async () => {
    const response = await post('{"page": 2, "title": "Book of Dead"}', 'application/json; charset=utf-8');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: { page: 2, title: 'Book of Dead' } });
  });

  it('refuses a body with a NUL, a lone surrogate or a prototype key before the handler runs', async () => {
    const before = handled;
    for (const payload of ['{"a":"\\u0000"}', '{"a":"\\ud800"}', '{"__proto__":{"x":1}}', '{"n":-0}']) {
      const response = await post(payload, 'application/json');
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toMatchObject({ error: 'invalid_request' });
    }
    expect(handled).toBe(before);
  });

  it('answers 415 with a JSON error for text/plain, a form, or no content type at all', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', '']) {
      const response = await post('{"a":1}', contentType);
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json(), contentType).toMatchObject({ error: 'unsupported_media_type' });
    }
    const none = await post('{"a":1}');
    expect(none.statusCode).toBe(415);
  });

  it('answers 413 with a JSON error for a body over the limit', async () => {
    const response = await post(JSON.stringify({ padding: 'x'.repeat(2_000) }), 'application/json');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers 400 naming the field for malformed JSON', async () => {
    const response = await post('{"broken": ', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_json', message: expect.any(String) });
  });

  it('refuses a NUL in the query string or in a route param', async () => {
    const query = await app.inject({ url: '/things/1?l=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      error: 'invalid_request',
      errors: { 'querystring.l': ['must not contain a NUL character'] },
    });
    const param = await app.inject({ url: '/things/a%00b' });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toMatchObject({ errors: { 'params.id': ['must not contain a NUL character'] } });
    const proto = await app.inject({ url: '/things/1?__proto__=x' });
    expect(proto.statusCode).toBe(400);
  });

  it('lets ordinary query strings and params through', async () => {
    const response = await app.inject({ url: '/things/42?l=de&url[]=a&url[]=b' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: '42', query: { l: 'de', 'url[]': ['a', 'b'] } });
  });
});
