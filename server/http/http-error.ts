import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

/** Field → messages, the body of every 422 (API-SHAPES §0). */
export type FieldErrors = Record<string, string[]>;

/** An error that becomes a JSON response with this status, body and headers (`Retry-After`...). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; errors?: FieldErrors | Record<string, string> } & Record<
      string,
      unknown
    >,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.error ?? JSON.stringify(body.errors));
  }
}

/** 422 with per-field messages; thrown before any write so a rejected request changes nothing. */
export function unprocessable(errors: FieldErrors): HttpError {
  return new HttpError(422, { error: 'unprocessable_entity', errors });
}

export function notFound(what = 'not_found'): HttpError {
  return new HttpError(404, { error: what });
}

export const unauthorized = (): HttpError => new HttpError(401, { error: 'unauthorized' });

/** Collects field errors, then throws them all at once. */
export class FieldErrorList {
  private readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(): void {
    if (!this.empty) throw unprocessable(this.errors);
  }
}

/** The `error` of a status that no handler named: 422 → "unprocessable_entity". */
export function errorName(status: number): string {
  return (STATUS_CODES[status] ?? 'error').toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/**
 * A 4xx/5xx JSON answer with an `error` field, whatever the handler sent: `{ errors }` bodies (the
 * platform's 422 shape) keep their fields and gain the name; an empty answer becomes `{ error }`.
 * Anything that is not JSON (an HTML page) is left alone.
 */
export function namedErrorBody(status: number, payload: string): string | null {
  if (payload.trim() === '') return JSON.stringify({ error: errorName(status) });
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return null;
  }
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    if (typeof (body as { error?: unknown }).error === 'string') return null;
    return JSON.stringify({ error: errorName(status), ...body });
  }
  return JSON.stringify({ error: errorName(status), detail: body });
}

/**
 * Maps every failure to a JSON body: schema violations and unparsable bodies are 400,
 * oversized bodies 413, other media types than JSON 415, domain rule violations 422; nothing
 * escapes as a crash, and every error answer names its error (`{ error: "..." }`).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (
      reply.statusCode < 400 ||
      (payload !== null && payload !== undefined && typeof payload !== 'string')
    ) {
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    const text = payload ?? '';
    if (text !== '' && !type.includes('json')) return payload;
    const named = namedErrorBody(reply.statusCode, text);
    if (named === null) return payload;
    if (!type) reply.type('application/json; charset=utf-8');
    return named;
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.headers(error.headers).status(error.status).send(error.body);
    if (error.validation) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const missing = (issue.params as { missingProperty?: string; additionalProperty?: string }) ?? {};
        const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const extra = missing.missingProperty ?? missing.additionalProperty;
        const field = [error.validationContext, base, extra].filter(Boolean).join('.');
        (errors[field || 'base'] ??= []).push(issue.message ?? 'is invalid');
      }
      return reply.status(400).send({ error: 'invalid_request', errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send({ error: 'internal_error' });
    }
    // Fastify's own refusals (413, 415, a malformed Content-Length...) by the name of their status.
    return reply.status(status).send({ error: errorName(status), message: error.message });
  });
}

/**
 * preValidation hook of calls that take no body: an absent body or `{}` is fine, anything else is
 * a client bug (400), refused before the handler can change state.
 */
export async function rejectBody(request: { body: unknown }): Promise<void> {
  const body = request.body;
  if (body === undefined || body === null) return;
  if (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) return;
  throw new HttpError(400, { error: 'invalid_request', errors: { base: ['this call takes no body'] } });
}
