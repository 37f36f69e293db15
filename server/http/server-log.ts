import type { FastifyRequest, FastifyServerOptions, LogLevel } from 'fastify';

/**
 * The site server's log: Fastify's (pino) JSON lines on stdout. Warnings and errors by default;
 * one line per request and per answer with CROUPIER_LOG=1 (or the sandbox's CROUPIER_SANDBOX_LOG=1).
 * Secrets never reach it: the values of query parameters whose name holds `token` (the admin
 * token, `confirmation_token`, `reset_password_token`...) and the Authorization, Cookie and
 * Set-Cookie headers are replaced by `[redacted]`.
 */

/** Environment variable that turns the request log on (`1`). */
export const LOG_ENV = 'CROUPIER_LOG';
/** The sandbox's older name of {@link LOG_ENV}, still honoured. */
export const SANDBOX_LOG_ENV = 'CROUPIER_SANDBOX_LOG';
/** What a secret is replaced with in the log. */
export const REDACTED = '[redacted]';

export interface ServerLogOptions {
  /** Lowest level written (default: {@link defaultLogLevel}). */
  level?: LogLevel;
  /** Where the JSON lines go (default stdout); tests collect them. */
  stream?: { write(line: string): void };
}

/**
 * `info` (requests and answers too) with CROUPIER_LOG=1 or CROUPIER_SANDBOX_LOG=1; else `silent`
 * in a test run (vitest sets VITEST), `warn` otherwise.
 */
export function defaultLogLevel(env: Record<string, string | undefined> = process.env): LogLevel {
  if (env[LOG_ENV] === '1' || env[SANDBOX_LOG_ENV] === '1') return 'info';
  return env.VITEST ? 'silent' : 'warn';
}

function isSecretName(rawName: string): boolean {
  let name = rawName.replaceAll('+', ' ');
  try {
    name = decodeURIComponent(name);
  } catch {
    // Kept as sent: the name is still compared.
  }
  return name.toLowerCase().includes('token');
}

/**
 * A request URL with the value of every query parameter whose name holds `token` replaced.
 * @example redactUrl('/confirmation?confirmation_token=abc&geo=DE') // '/confirmation?confirmation_token=[redacted]&geo=DE'
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals === -1 || !isSecretName(part.slice(0, equals))) return part;
      return `${part.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

/** `?name=value` and `&name=value` of a `token` name inside free text (a message naming a URL). */
const TOKEN_PARAMETER_IN_TEXT = /([?&][^=&#\s"'<>]*token[^=&#\s"'<>]*=)[^&#\s"'<>]*/gi;

/** Free text (a log message) with the values of `token` query parameters it quotes replaced. */
export function redactText(text: string): string {
  return text.replace(TOKEN_PARAMETER_IN_TEXT, `$1${REDACTED}`);
}

/** The request as a log line shows it: no header, the URL without its secrets. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Header secrets, wherever a log line carries headers (a request's or a bare `headers` object). */
const HEADER_PATHS = ['headers.authorization', 'headers.cookie', 'headers["set-cookie"]'].flatMap((path) => [
  path,
  `*.${path}`,
]);

/** Fastify's `logger` option as an object (pino options). */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Fastify's `logger` option of the site server. */
export function serverLoggerOptions(
  options: ServerLogOptions = {},
  env: Record<string, string | undefined> = process.env,
): LoggerOptions {
  return {
    level: options.level ?? defaultLogLevel(env),
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: { req: serializeRequest },
    redact: { paths: HEADER_PATHS, censor: REDACTED },
    hooks: {
      // Messages that quote a URL (Fastify's own warnings do) lose its secrets too.
      logMethod(args, method) {
        const redacted = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
        return method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  };
}
