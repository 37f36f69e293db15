// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from './create-site-server.ts';
import { FIXTURE_ASSET, writeDistFixture } from './testing/dist-fixture.ts';

// `croupier serve` as operators run it: the CLI in a process of its own, against a platform that
// is a bare node:http server here.
const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'tools', 'cli', 'bin.mjs');
const START_TIMEOUT_MS = 25_000;

/** The environment of the child, without anything that would name an upstream or a port. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of ['CROUPIER_API_UPSTREAM', 'PORT', 'VITEST', 'NODE_ENV', 'CROUPIER_BRANDS_DIR']) {
    if (!(name in extra)) delete env[name];
  }
  return env;
}

function serve(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [BIN, 'serve', ...args], { cwd: ROOT, env: childEnv(env) });
}

/** Resolves with the port once the child says it listens; rejects if it exits first. */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolvePort, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start in time:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /listening on port (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolvePort(Number(port));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`croupier serve exited with ${code}:\n${output}`));
    });
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET with a Host header of our choosing (fetch may not set Host). */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolveAnswer({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('croupier serve', () => {
  let platform: Server;
  let platformUrl = '';
  const platformCalls: { url: string; forwardedHost: string | undefined }[] = [];
  let dist = '';
  let child: ChildProcess;
  let port = 0;

  beforeAll(async () => {
    platform = createServer((request, response) => {
      platformCalls.push({
        url: request.url ?? '',
        forwardedHost: request.headers['x-forwarded-host'] as string,
      });
      response.writeHead(200, { 'content-type': 'application/json', 'x-platform': 'fake' });
      response.end(JSON.stringify({ ip: '203.0.113.7', country_code: 'DE' }));
    });
    await new Promise<void>((done) => platform.listen(0, '127.0.0.1', done));
    platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    dist = writeDistFixture();
    child = serve(['--upstream', platformUrl, '--port', '0'], { CROUPIER_DIST_DIR: dist });
    port = await listeningPort(child);
  }, START_TIMEOUT_MS + 5_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await new Promise((done) => platform?.close(done));
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('answers a page with 200 HTML and the security headers', async () => {
    const page = await get(port, '/pokies/all', { host: 'localhost', accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/^<!doctype html>/i);
    expect(page.headers['content-security-policy']).toMatch(/default-src/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBeTruthy();
    expect(page.headers['cross-origin-opener-policy']).toBeTruthy();
    expect(page.headers['permissions-policy']).toBeTruthy();
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('proxies the platform API to the upstream', async () => {
    const api = await get(port, '/api/current_ip?geo=DE', { host: 'localhost', accept: 'application/json' });
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body)).toEqual({ ip: '203.0.113.7', country_code: 'DE' });
    expect(api.headers['x-platform']).toBe('fake');
    expect(platformCalls).toContainEqual({ url: '/api/current_ip?geo=DE', forwardedHost: 'localhost' });
  });

  it('serves hashed assets as immutable', async () => {
    const asset = await get(port, FIXTURE_ASSET);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it('closes on SIGTERM with exit status 0', async () => {
    const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });
});

describe('croupier serve without an upstream', () => {
  it(
    'refuses to start, with exit status 2 and what to give',
    async () => {
      const child = serve(['--port', '0'], {});
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const code = await new Promise<number | null>((done) =>
        child.once('exit', (exitCode) => done(exitCode)),
      );
      expect(code).toBe(2);
      expect(stderr).toContain('--upstream <url> or CROUPIER_API_UPSTREAM');
    },
    START_TIMEOUT_MS,
  );
});
