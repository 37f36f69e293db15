// @vitest-environment node
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandling } from './http-error.ts';
import {
  CSP_REPORT_BODY_LIMIT_BYTES,
  LOG_BUDGET,
  LOG_WINDOW_MS,
  ViolationLog,
  type CspViolation,
} from './csp-report.ts';
import { securityHeadersPlugin } from './security-headers.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A server with the security plugin whose warnings are collected. */
async function reportingServer() {
  const lines: { msg: string; cspViolation?: CspViolation; suppressed?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as (typeof lines)[number]);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  apps.push(app);
  installErrorHandling(app);
  await app.register(securityHeadersPlugin, { brands: () => [] });
  await app.ready();
  const post = (contentType: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { post, violations: () => lines.filter((line) => line.msg === 'CSP violation') };
}

const legacyReport = (blocked = 'https://evil.example/x.js?session=secret') => ({
  'csp-report': {
    'document-uri': 'http://nova.localhost:8080/pokies/all?geo=DE',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': blocked,
    'line-number': 12,
    'source-file': 'http://nova.localhost:8080/assets/index.js',
    'status-code': 200,
  },
});

const reportingApiBatch = [
  {
    type: 'csp-violation',
    age: 3,
    url: 'http://nova.localhost:8080/',
    user_agent: 'Chrome',
    body: {
      documentURL: 'http://nova.localhost:8080/',
      blockedURL: 'inline',
      effectiveDirective: 'style-src-elem',
      disposition: 'enforce',
      originalPolicy: "default-src 'self'",
      statusCode: 200,
      lineNumber: 1,
    },
  },
];

describe('POST /csp-report', () => {
  it('logs a violation of either format once, without the query of the URLs, and answers 204', async () => {
    const { post, violations } = await reportingServer();
    for (let i = 0; i < 3; i += 1) {
      expect((await post('application/csp-report', legacyReport())).statusCode).toBe(204);
    }
    expect((await post('application/reports+json', reportingApiBatch)).statusCode).toBe(204);
    expect((await post('application/reports+json', reportingApiBatch)).statusCode).toBe(204);
    expect(violations().map((line) => line.cspViolation)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        page: 'http://nova.localhost:8080/pokies/all',
        source: 'http://nova.localhost:8080/assets/index.js',
        line: 12,
      },
      { directive: 'style-src-elem', blocked: 'inline', page: 'http://nova.localhost:8080/', line: 1 },
    ]);
  });

  it('refuses junk with a 4xx and logs nothing', async () => {
    const { post, violations } = await reportingServer();
    const junk: [string, unknown, number][] = [
      ['application/csp-report', '{"csp-report":', 400],
      ['application/csp-report', { 'csp-report': 'yes' }, 400],
      ['application/csp-report', { report: legacyReport()['csp-report'] }, 400],
      [
        'application/csp-report',
        { 'csp-report': { 'effective-directive': 'img src!', 'blocked-uri': '', 'document-uri': '' } },
        400,
      ],
      ['application/reports+json', [], 400],
      ['application/reports+json', [{ type: 'deprecation', body: {} }], 400],
      ['application/reports+json', [{ type: 'csp-violation', body: { documentURL: 1 } }], 400],
      ['application/reports+json', { type: 'csp-violation' }, 400],
      ['application/json', legacyReport(), 415],
      ['text/plain', 'hello', 415],
      ['application/csp-report', { 'csp-report': { padding: 'x'.repeat(CSP_REPORT_BODY_LIMIT_BYTES) } }, 413],
    ];
    for (const [contentType, body, status] of junk) {
      const response = await post(contentType, body);
      expect({ contentType, body, status: response.statusCode }).toEqual({ contentType, body, status });
      expect(response.json()).toHaveProperty('error');
    }
    expect(violations()).toEqual([]);
  });
});

describe('ViolationLog', () => {
  it('writes at most the budget of new violations per window, then says how many it left out', () => {
    let now = 1_000_000;
    const written: { message: string; details: object }[] = [];
    const log = new ViolationLog(
      (message, details) => written.push({ message, details }),
      () => now,
    );
    const violation = (n: number) => ({ directive: 'img-src', blocked: `https://x${n}.example`, page: '/' });
    for (let n = 0; n < LOG_BUDGET + 25; n += 1) log.record(violation(n));
    expect(written).toHaveLength(LOG_BUDGET);
    now += LOG_WINDOW_MS;
    log.record(violation(9_999));
    expect(written.slice(LOG_BUDGET)).toEqual([
      { message: 'CSP violations not logged: over the log budget', details: { suppressed: 25 } },
      { message: 'CSP violation', details: { cspViolation: violation(9_999) } },
    ]);
  });
});
