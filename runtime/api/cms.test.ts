import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCmsPage, getCmsPages, getMessages, InvalidCmsPageError, translationBucket } from './cms.ts';
import { fakeApi, jsonResponse } from '../../tests/harness/fake-api.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

const blocks = { title: 'Privacy', description: '', keywords: '', 'content-main': '<p>x</p>', json: '' };
const page = { id: 'privacy-policy', path: 'privacy-policy', title: 'Privacy', content: '<p>x</p>', blocks };

describe('cms requests', () => {
  it.each([
    ['the page list', () => getCmsPages('de'), '/api/cms/pages'],
    ['a page by slug', () => getCmsPage('privacy-policy', 'de'), '/api/cms/pages/privacy-policy'],
    [
      'a page with a licence suffix',
      () => getCmsPage('terms-and-conditions/EE', 'de'),
      '/api/cms/pages/terms-and-conditions/EE',
    ],
  ] as const)('reads %s in the locale given by l', async (_label, call, path) => {
    const api = fakeApi((request) => (request.path.startsWith('/api/cms/pages/') ? page : []));
    restore = api.restore;
    await call();
    expect(api.last).toMatchObject({ method: 'GET', path });
    expect(api.last.query.get('l')).toBe('de');
  });

  it('answers empty lists when they fail, but rethrows a missing page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({}, { status: 404 })).restore;
    await expect(getCmsPages('en')).resolves.toEqual([]);
    await expect(getCmsPage('nope', 'en')).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    ['an unparsable answer', '{"title": "Priv'],
    ['a page without content', { ...page, content: undefined }],
    ['a page whose blocks.json is not JSON', { ...page, blocks: { ...blocks, json: '{"cards": [1' } }],
    ['a list instead of a page', [page]],
  ])('rejects %s as an invalid page rather than a missing one', async (_label, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() =>
      typeof answer === 'string' ? new Response(answer, { status: 200 }) : answer,
    ).restore;
    await expect(getCmsPage('privacy-policy', 'en')).rejects.toBeInstanceOf(InvalidCmsPageError);
  });

  it('accepts a page with a JSON block', async () => {
    restore = fakeApi(() => ({ ...page, blocks: { ...blocks, json: '{"cards":[1]}' } })).restore;
    await expect(getCmsPage('rocket-mart', 'en')).resolves.toMatchObject({ title: 'Privacy' });
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
