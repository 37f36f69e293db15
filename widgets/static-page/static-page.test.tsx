import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys, type CmsPage } from '../../runtime/queries/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { staticPage } from './index.ts';

const page = (slug: string, title: string, content: string): CmsPage => ({
  id: slug,
  path: slug,
  title,
  layout: 'default',
  categories: ['page'],
  content,
  blocks: { title, description: '', keywords: '', 'content-main': content, json: '' },
});

function show(route: string, data: [QueryKey, unknown][], options: RenderOptions = {}) {
  return renderWidget(staticPage, {}, { route, queryData: data, ...options });
}

describe('static page', () => {
  it('shows the page title as the heading and its HTML without scripts or handlers', async () => {
    const html =
      '<p>Your data is safe.</p><script>steal()</script><img src="x.png" onerror="steal()"><a href="javascript:steal()">x</a>';
    const view = await show('/privacy-policy', [
      [queryKeys.cms.pages('en'), [{ id: 'privacy-policy', path: 'privacy-policy' }]],
      [queryKeys.cms.page('privacy-policy', 'en'), page('privacy-policy', 'Privacy policy', html)],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(await screen.findByText('Your data is safe.')).toBeTruthy();
    const content = view.container.querySelector('.cr-static-page__content');
    expect(content?.querySelector('script')).toBeNull();
    expect(content?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(content?.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript:');
  });

  it("reads the licence variant of the path's page when it exists", async () => {
    await show(
      '/de/terms-and-conditions',
      [
        [queryKeys.cms.pages('de'), [{ path: 'terms-and-conditions' }, { path: 'terms-and-conditions/EE' }]],
        [
          queryKeys.cms.page('terms-and-conditions/EE', 'de'),
          page('terms-and-conditions/EE', 'AGB (EE)', '<p>EE</p>'),
        ],
      ],
      { context: { locale: 'de', localeFromPath: true, licence: 'EE', country: 'EE' } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'AGB (EE)' })).toBeTruthy();
  });

  it('shows a clear not-found state with a way back when the page does not exist', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify({ error: 'page nope not found' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await show('/nope', [[queryKeys.cms.pages('en'), []]]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/cms/pages/nope');
  });

  it.each([
    ['the server fails', () => new Response('{"error":"invalid_json"}', { status: 500 })],
    ['the page comes back unparsable', () => new Response('{"title": "Ab', { status: 200 })],
    [
      'its JSON block is broken',
      () => Response.json({ ...page('about', 'About', '<p>x</p>'), blocks: { json: '{"a":' } }),
    ],
  ])('shows an error state with a retry, not "not found", when %s', async (_label, broken) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        ++calls === 1 ? broken() : Response.json(page('about', 'About us', '<p>Hello</p>')),
      ),
    );
    await show('/about', [[queryKeys.cms.pages('en'), [{ id: 'about', path: 'about' }]]]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(await screen.findByText('Hello')).toBeTruthy();
  });

  it('shows a loading skeleton until the page arrives', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const view = await show('/about', [[queryKeys.cms.pages('en'), []]]);
    expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
