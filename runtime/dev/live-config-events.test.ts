import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../queries/query-keys.ts';
import {
  applyRefresh,
  nextProblems,
  parseLiveConfigEvent,
  planRefresh,
  refreshAllContent,
  type ConfigProblem,
} from './live-config-events.ts';

const problem = (file: string, line = 1): ConfigProblem => ({
  file,
  line,
  column: 1,
  message: 'invalid JSON: value expected',
  rule: 'json/syntax',
  frame: '> 1 | {',
});

describe('planRefresh', () => {
  it('refetches the config documents that changed, each once', () => {
    expect(
      planRefresh([
        'brands/nova/cms/config/banners-config.json',
        'brands/_base/cms/config/banners-config.json',
        'brands/_base/cms/config/footer.json',
      ]),
    ).toEqual({ reload: false, configs: ['banners-config', 'footer'], cms: false });
  });

  it('refetches the CMS pages, snippets and files', () => {
    expect(planRefresh(['brands/_base/cms/pages/about/terms.json'])).toEqual({
      reload: false,
      configs: [],
      cms: true,
    });
    expect(planRefresh(['brands/nova/cms/snippets/x.json']).cms).toBe(true);
  });

  it('loads the page again for the brand, a layout, messages or an asset', () => {
    expect(planRefresh(['brands/nova/brand.json']).reload).toBe(true);
    expect(planRefresh(['brands/_base/layouts/lobby.json']).reload).toBe(true);
    expect(planRefresh(['brands/_base/messages/en/app.json']).reload).toBe(true);
    expect(planRefresh(['brands/nova/assets/logo.svg', 'brands/nova/cms/config/footer.json']).reload).toBe(
      true,
    );
  });
});

describe('nextProblems', () => {
  const a = problem('brands/a.json');
  const b = problem('brands/b.json');

  it('takes the server state as it is on connecting', () => {
    expect(nextProblems([a], { type: 'config-state', errors: [b] })).toEqual([b]);
  });

  it('replaces a file’s problems with its newest ones and keeps the other files’', () => {
    const a2 = problem('brands/a.json', 7);
    expect(nextProblems([a, b], { type: 'config-error', errors: [a2] })).toEqual([b, a2]);
  });

  it('drops a file’s problems once a valid edit of it is served', () => {
    expect(nextProblems([a, b], { type: 'config-changed', files: ['brands/a.json'] })).toEqual([b]);
  });
});

describe('parseLiveConfigEvent', () => {
  it('reads the events of the stream', () => {
    expect(parseLiveConfigEvent('{"type":"config-changed","files":["brands/a.json"]}')).toEqual({
      type: 'config-changed',
      files: ['brands/a.json'],
    });
    expect(parseLiveConfigEvent('{"type":"config-state","errors":[]}')).toEqual({
      type: 'config-state',
      errors: [],
    });
  });

  it('ignores anything else', () => {
    expect(parseLiveConfigEvent('not json')).toBeNull();
    expect(parseLiveConfigEvent('null')).toBeNull();
    expect(parseLiveConfigEvent('{"type":"config-changed"}')).toBeNull();
    expect(parseLiveConfigEvent('{"type":"hello","errors":[]}')).toBeNull();
  });
});

describe('applyRefresh', () => {
  function client() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.config('banners-config', { locale: 'en' }), { banners: [] });
    queryClient.setQueryData(queryKeys.config('footer'), {});
    queryClient.setQueryData(queryKeys.cms.pages('en'), []);
    return queryClient;
  }
  const stale = (queryClient: QueryClient, key: readonly unknown[]) =>
    queryClient.getQueryState(key)?.isInvalidated;

  it('marks the changed documents’ queries stale, whatever their params, and nothing else', () => {
    const queryClient = client();
    const reload = vi.fn();
    applyRefresh(queryClient, { reload: false, configs: ['banners-config'], cms: false }, reload);
    expect(stale(queryClient, queryKeys.config('banners-config', { locale: 'en' }))).toBe(true);
    expect(stale(queryClient, queryKeys.config('footer'))).toBe(false);
    expect(stale(queryClient, queryKeys.cms.pages('en'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page again instead when the plan says so', () => {
    const queryClient = client();
    const reload = vi.fn();
    applyRefresh(queryClient, { reload: true, configs: ['footer'], cms: false }, reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(stale(queryClient, queryKeys.config('footer'))).toBe(false);
  });

  it('refreshes every document and page after a reconnection', () => {
    const queryClient = client();
    refreshAllContent(queryClient);
    expect(stale(queryClient, queryKeys.config('footer'))).toBe(true);
    expect(stale(queryClient, queryKeys.cms.pages('en'))).toBe(true);
  });
});
