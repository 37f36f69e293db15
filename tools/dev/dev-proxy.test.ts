import { describe, expect, it } from 'vitest';
import { devProxy, isSandboxPath } from './dev-proxy.ts';

describe('the dev proxy', () => {
  it('sends the API, messages, socket and tools to the sandbox, and pages to Vite', () => {
    const [pattern] = Object.keys(devProxy('http://127.0.0.1:1'));
    const toSandbox = (path: string) => new RegExp(pattern!).test(path);
    for (const path of [
      '/api/player',
      '/api-fe/config/menus',
      '/messages/en.json?t=1',
      '/connection/websocket',
      '/sandbox/admin',
      '/assets/generated/game/x/y.svg',
      '/api',
    ]) {
      expect(toSandbox(path), path).toBe(true);
      expect(isSandboxPath(path), path).toBe(true);
    }
    for (const path of ['/', '/profile', '/apis', '/performance-tips', '/app/entry.ts', '/@vite/client']) {
      expect(toSandbox(path), path).toBe(false);
      expect(isSandboxPath(path), path).toBe(false);
    }
  });

  it('keeps the Host header (the brand) and passes WebSocket upgrades', () => {
    const [options] = Object.values(devProxy('http://127.0.0.1:1'));
    expect(options).toMatchObject({ target: 'http://127.0.0.1:1', changeOrigin: false, ws: true });
  });
});
