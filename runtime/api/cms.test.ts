import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cmsPageJson,
  getCmsFiles,
  getCmsPage,
  getCmsPages,
  getCmsSnippets,
  getMessages,
  translationBucket,
} from './cms.ts';
import { fakeApi, jsonResponse } from './fake-api.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('cms requests', () => {
  it.each([
    ['the page list', () => getCmsPages('de'), '/api/cms/pages'],
    ['the snippets', () => getCmsSnippets('de'), '/api/cms/snippets'],
    ['the files', () => getCmsFiles('de'), '/api/cms/files'],
    ['a page by slug', () => getCmsPage('privacy-policy', 'de'), '/api/cms/pages/privacy-policy'],
    [
      'a page with a licence suffix',
      () => getCmsPage('terms-and-conditions/EE', 'de'),
      '/api/cms/pages/terms-and-conditions/EE',
    ],
  ] as const)('reads %s in the locale given by l', async (_label, call, path) => {
    const api = fakeApi(() => []);
    restore = api.restore;
    await call();
    expect(api.last).toMatchObject({ method: 'GET', path });
    expect(api.last.query.get('l')).toBe('de');
  });

  it('answers empty lists when they fail, but rethrows a missing page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({}, { status: 404 })).restore;
    await expect(getCmsPages('en')).resolves.toEqual([]);
    await expect(getCmsSnippets('en')).resolves.toEqual([]);
    await expect(getCmsPage('nope', 'en')).rejects.toMatchObject({ status: 404 });
  });

  it('reads the JSON block of a page, null when it is not JSON', () => {
    const blocks = { title: '', description: '', keywords: '', 'content-main': '' };
    expect(cmsPageJson({ blocks: { ...blocks, json: '{"cards":[1]}' } })).toEqual({ cards: [1] });
    expect(cmsPageJson({ blocks: { ...blocks, json: 'not json' } })).toBeNull();
    expect(cmsPageJson({ blocks: { ...blocks, json: '' } })).toBeNull();
  });
});

describe('getMessages', () => {
  it('loads /messages/<lang>.json with the 5-minute bucket of now', async () => {
    const api = fakeApi(() => ({ SEARCH_POPUP: { LIST_EMPTY: 'Nothing found' } }));
    restore = api.restore;
    const now = 1_763_700_000_000;
    await expect(getMessages('en-AU', now)).resolves.toEqual({
      SEARCH_POPUP: { LIST_EMPTY: 'Nothing found' },
    });
    expect(api.last).toMatchObject({ method: 'GET', path: '/messages/en-AU.json' });
    expect(api.last.query.get('t')).toBe(String(Math.floor(now / 300_000)));
  });

  it('keeps the same bucket within five minutes and moves on after', () => {
    expect(translationBucket(600_000)).toBe(2);
    expect(translationBucket(899_999)).toBe(2);
    expect(translationBucket(900_000)).toBe(3);
  });
});
