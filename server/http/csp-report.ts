import type { FastifyInstance } from 'fastify';
import { BoundedMap } from './bounded-map.ts';
import { HttpError } from './http-error.ts';

/**
 * `POST /csp-report`: the browsers' reports of Content-Security-Policy violations, in the two
 * formats they send (`report-uri`: application/csp-report; `report-to`: application/reports+json).
 * Each distinct violation (directive, blocked URL, page) is logged once as a warning. Anyone can
 * post here, so the log is capped: bodies are small, and at most LOG_BUDGET new lines are written
 * per LOG_WINDOW_MS; what goes over is counted and summed up in one line.
 */

/** Where browsers post violations (the policy's report-uri and report-to endpoint). */
export const CSP_REPORT_PATH = '/csp-report';
const CONTENT_TYPES = ['application/csp-report', 'application/reports+json'];
/** A report is about 1 KB; a browser batches a few in one reports+json body. */
export const CSP_REPORT_BODY_LIMIT_BYTES = 16 * 1024;
/** Reports read from one body; the rest of a longer batch is ignored. */
const MAX_REPORTS_PER_BODY = 20;
/** Longest URL or directive kept from a report. */
const MAX_FIELD_LENGTH = 2048;
/** Violations remembered as already logged (the oldest are forgotten first). */
const REMEMBERED_VIOLATIONS = 1000;
/** New log lines allowed per window. */
export const LOG_BUDGET = 100;
export const LOG_WINDOW_MS = 10 * 60 * 1000;

/** One violation, as logged. */
export interface CspViolation {
  directive: string;
  /** The blocked URL without query (or `inline`, `eval`, `data`...). */
  blocked: string;
  /** The page's URL without query. */
  page: string;
  /** Where the offending code was, when the browser says. */
  source?: string;
  line?: number;
}

const DIRECTIVE = /^[a-z-]{1,64}$/;

/** A URL without query and fragment (they may hold tokens, and would make every report distinct). */
function withoutQuery(value: string): string {
  return value.split(/[?#]/, 1)[0] ?? '';
}

function field(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_FIELD_LENGTH ? value : undefined;
}

/** A violation from one report's fields (either format's names), or null when it is not one. */
function violation(
  fields: Record<string, unknown>,
  names: Record<keyof CspViolation, string>,
): CspViolation | null {
  const directive = field(fields[names.directive]);
  const blocked = field(fields[names.blocked]);
  const page = field(fields[names.page]);
  if (directive === undefined || !DIRECTIVE.test(directive) || blocked === undefined || page === undefined) {
    return null;
  }
  const source = field(fields[names.source]);
  const line = fields[names.line];
  return {
    directive,
    blocked: withoutQuery(blocked),
    page: withoutQuery(page),
    ...(source ? { source: withoutQuery(source) } : {}),
    ...(typeof line === 'number' && Number.isInteger(line) && line >= 0 ? { line } : {}),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The violations of a report body, or null when the body is not a CSP report of its content type.
 * @example parseCspReports('application/csp-report', { 'csp-report': { 'effective-directive': 'img-src', ... } })
 */
export function parseCspReports(contentType: string, body: unknown): CspViolation[] | null {
  if (contentType === 'application/csp-report') {
    const report = isRecord(body) ? body['csp-report'] : undefined;
    if (!isRecord(report)) return null;
    const found = violation(report, {
      // Older browsers send only violated-directive.
      directive:
        typeof report['effective-directive'] === 'string' ? 'effective-directive' : 'violated-directive',
      blocked: 'blocked-uri',
      page: 'document-uri',
      source: 'source-file',
      line: 'line-number',
    });
    return found ? [found] : null;
  }
  if (!Array.isArray(body) || body.length === 0) return null;
  const found = body
    .slice(0, MAX_REPORTS_PER_BODY)
    .filter(
      (report): report is Record<string, unknown> => isRecord(report) && report.type === 'csp-violation',
    )
    .map((report) =>
      isRecord(report.body)
        ? violation(report.body, {
            directive: 'effectiveDirective',
            blocked: 'blockedURL',
            page: 'documentURL',
            source: 'sourceFile',
            line: 'lineNumber',
          })
        : null,
    );
  return found.length > 0 && found.every((item) => item !== null) ? (found as CspViolation[]) : null;
}

/** Decides which violations are written to the log: each once, within the budget of the window. */
export class ViolationLog {
  private readonly logged = new BoundedMap<string, true>(REMEMBERED_VIOLATIONS);
  private windowStart = 0;
  private written = 0;
  private suppressed = 0;

  constructor(
    private readonly write: (message: string, details: object) => void,
    private readonly now: () => number = Date.now,
  ) {}

  record(found: CspViolation): void {
    const key = `${found.directive} ${found.blocked} ${found.page}`;
    if (this.logged.has(key)) return;
    const now = this.now();
    if (now - this.windowStart >= LOG_WINDOW_MS) {
      if (this.suppressed > 0) {
        this.write('CSP violations not logged: over the log budget', { suppressed: this.suppressed });
      }
      this.windowStart = now;
      this.written = 0;
      this.suppressed = 0;
    }
    if (this.written >= LOG_BUDGET) {
      this.suppressed += 1;
      return;
    }
    this.written += 1;
    this.logged.set(key, true);
    this.write('CSP violation', { cspViolation: found });
  }
}

/** Registers `POST /csp-report` in a scope of its own: only there are the report content types parsed. */
export async function registerCspReportRoute(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    const log = new ViolationLog((message, details) => scope.log.warn(details, message));
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(CONTENT_TYPES, { parseAs: 'string' }, (request, body, done) =>
      parseJson(request, body as string, done),
    );
    scope.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_BODY_LIMIT_BYTES }, async (request, reply) => {
      const contentType =
        (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
      const violations = parseCspReports(contentType, request.body);
      if (violations === null) {
        throw new HttpError(400, {
          error: 'invalid_request',
          errors: { base: ['not a CSP violation report'] },
        });
      }
      for (const found of violations) log.record(found);
      return reply.code(204).send();
    });
  });
}
