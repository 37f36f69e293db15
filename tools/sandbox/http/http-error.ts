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

/**
 * Maps every failure to a JSON body: schema violations and unparsable bodies are 400,
 * oversized bodies 413, domain rule violations 422; nothing escapes as a crash.
 */
export function installErrorHandling(app: FastifyInstance): void {
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
    return reply.status(status).send({ error: error.code ?? 'bad_request', message: error.message });
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
