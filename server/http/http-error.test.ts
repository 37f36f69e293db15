// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorName, HttpError, installErrorHandling } from './http-error.ts';

describe('error answers', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    installErrorHandling(app);
    // The platform's own 422 shape (check-email) carries `errors` only.
    app.post('/platform-422', async (_request, reply) => reply.code(422).send({ errors: { message: 'X' } }));
    app.get('/empty-404', async (_request, reply) => reply.code(404).send());
    app.get('/html-404', async (_request, reply) => reply.code(404).type('text/html').send('<h1>Lost</h1>'));
    app.get('/thrown', async () => {
      throw new HttpError(409, { error: 'conflict_here' });
    });
    app.get('/crash', async () => {
      throw new Error('/home/someone/secret/path.ts exploded');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('names the error of a 4xx body that only lists field errors, keeping the fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/platform-422' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'unprocessable_entity', errors: { message: 'X' } });
  });

  it('turns an empty error answer into a JSON error', async () => {
    const response = await app.inject({ url: '/empty-404' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: 'not_found' });
  });

  it('leaves an HTML error page and a named error alone', async () => {
    expect((await app.inject({ url: '/html-404' })).body).toBe('<h1>Lost</h1>');
    expect((await app.inject({ url: '/thrown' })).json()).toEqual({ error: 'conflict_here' });
  });

  it('answers a crash with a bare 500 that says nothing about the server', async () => {
    const response = await app.inject({ url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error' });
  });

  it('derives error names from the status', () => {
    expect(errorName(413)).toBe('payload_too_large');
    expect(errorName(415)).toBe('unsupported_media_type');
    expect(errorName(429)).toBe('too_many_requests');
  });
});
