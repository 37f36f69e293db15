import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths.ts';

describe('isApiPath', () => {
  it('recognises the calls of the platform API, with or without a query', () => {
    const calls = [
      '/api/games_filter',
      '/api/fe/config/footer',
      '/api-fe/check-email',
      '/messages/en.json?t=5',
      '/check-email',
      '/client-context',
      '/restore-id/get',
      '/metrics-errors-validation',
      '/log',
      '/log_utm_set',
      '/log_utm_send',
      '/performance',
      '/network-performance',
      '/jam/vip_status_progress',
      '/batch?url[]=api/tournaments/1/status',
    ];
    expect(calls.filter((url) => !isApiPath(url))).toEqual([]);
  });

  it('leaves pages, static files, the socket and sandbox tools alone', () => {
    const others = [
      '/',
      '/login',
      '/de/login',
      '/apis',
      '/assets/index.js',
      '/assets/generated/game/a/b.svg',
      '/connection/websocket',
      '/sandbox/admin',
      '/messages-page',
      '/favorite-games',
    ];
    expect(others.filter((url) => isApiPath(url))).toEqual([]);
  });
});
