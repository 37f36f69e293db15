import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys, type CmsPageListItem, type ConfigShapes } from '../../runtime/queries/index.ts';
import { LAYOUT_IDS } from '../../runtime/routing/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { siteFooter } from './index.ts';

type FooterDocument = NonNullable<ConfigShapes['footer']>;

// The real _base document, so that the EE rules are tested through the JSON `when`s themselves.
const baseFooter = JSON.parse(
  readFileSync(resolve(process.cwd(), 'brands/_base/cms/config/footer.json'), 'utf8'),
) as FooterDocument;

const page = (path: string, title: string, categories: string[]): CmsPageListItem => ({
  id: path,
  path,
  title,
  layout: 'default',
  categories,
  children: [],
});

const pages = [
  page('about', 'About us', ['top-menu', 'bottom-menu', 'page']),
  page('cookie-policy', 'Cookie policy', ['bottom-menu', 'page']),
  page('general-rules', 'Sportsbook terms', ['terms-page']),
  page('privacy-policy', 'Privacy policy', ['bottom-menu', 'page']),
  page('responsible-gaming', 'Responsible gaming', ['bottom-menu-help', 'page']),
  page('terms-and-conditions', 'Terms and conditions', ['bottom-menu', 'terms-page']),
  page('terms-and-conditions/EE', 'Terms (Estonia)', ['bottom-menu', 'terms-page']),
  page('bonus-terms', 'Bonus terms', ['bottom-menu', 'page']),
];

function renderFooter(doc: FooterDocument | null, options: RenderOptions = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no network in this test'))),
  );
  const locale = options.context?.locale ?? 'en';
  return renderWidget(
    siteFooter,
    {},
    {
      ...options,
      queryData: [
        [queryKeys.config('footer'), doc],
        [queryKeys.cms.pages(locale), pages],
        [queryKeys.config('awards'), { awards: [] }],
        [queryKeys.config('providers-config'), {}],
        [queryKeys.games.providers(), []],
        [queryKeys.player.profile(), null],
        ...(options.queryData ?? []),
      ],
    },
  );
}

const infoLinks = () =>
  within(screen.getByRole('navigation', { name: 'Information' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('site-footer', () => {
  it('shows the crypto-benefits link and the sportsbook terms under the CW licence', async () => {
    await renderFooter(baseFooter, { context: { licence: 'CW', pages: LAYOUT_IDS } });
    expect(infoLinks()).toEqual(
      expect.arrayContaining(['Benefits of crypto', 'Sportsbook terms', 'Terms and conditions']),
    );
  });

  it('leaves out the links whose page does not exist yet and keeps those to pages and other sites', async () => {
    const doc: FooterDocument = {
      ...baseFooter,
      infoLinks: [
        { id: 'crypto', to: '/benefits-of-crypto', label: { en: 'Crypto' } },
        { id: 'live', to: '/live/all', label: { en: 'Live casino' } },
        { id: 'privacy', page: 'privacy-policy' },
        { id: 'partners', to: 'https://affiliates.example.com', label: { en: 'Partners' }, external: true },
      ],
      helpLinks: [{ id: 'support', to: '/support', label: { en: 'Support' } }],
      paymentsLink: '/payments',
    };
    await renderFooter(doc, { context: { pages: ['lobby', 'category', 'static-page'] } });
    expect(infoLinks()).toEqual([
      'Live casino',
      'Privacy policy',
      expect.stringMatching(/^Partners/),
      'About us',
      'Cookie policy',
      'Terms and conditions',
      'Bonus terms',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Help' })).queryByRole('link', { name: 'Support' }),
    ).toBeNull();
    // Payment logos stay, without a link to the missing payments page.
    const payments = screen.getByRole('region', { name: 'Payment methods' });
    expect(within(payments).getAllByRole('img').length).toBeGreaterThan(0);
    expect(within(payments).queryAllByRole('link')).toEqual([]);
  });

  it('drops the crypto-benefits link and the sportsbook terms under the EE licence', async () => {
    await renderFooter(baseFooter, { context: { licence: 'EE', country: 'EE' } });
    const links = infoLinks();
    expect(links).not.toContain('Benefits of crypto');
    expect(links).not.toContain('Sportsbook terms');
    // The Estonian variant of the terms stands in for the general one, under the same path.
    expect(screen.getByRole('link', { name: 'Terms (Estonia)' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
  });

  it('appends the CMS pages tagged bottom-menu that the document does not name, once each', async () => {
    await renderFooter(baseFooter);
    const links = infoLinks();
    expect(links).toContain('Bonus terms');
    expect(links.filter((l) => l === 'About us')).toHaveLength(1);
    expect(links).not.toContain('Terms (Estonia)');
    expect(
      within(screen.getByRole('navigation', { name: 'Help' })).getByRole('link', {
        name: 'Responsible gaming',
      }),
    ).toBeTruthy();
  });

  it('shows the VIP copyright to a player in a VIP group and the standard one to a guest', async () => {
    const year = new Date().getFullYear();
    const vip = await renderFooter(baseFooter, { context: { auth: 'player', groups: [258] } });
    expect(
      screen.getByText(`© ${year} Nova Casino. VIP members enjoy priority support around the clock.`),
    ).toBeTruthy();
    vip.unmount();
    await renderFooter(baseFooter);
    expect(
      screen.getByText(`© ${year} Nova Casino. Operated under a Curaçao eGaming licence. Play responsibly.`),
    ).toBeTruthy();
  });

  it('shows the blog link of the footer document only on its hosts and in its locales', async () => {
    const main = await renderFooter(baseFooter, { context: { host: 'nova.localhost', locale: 'de' } });
    expect(screen.getByRole('link', { name: /Blog/ }).getAttribute('href')).toBe(
      'https://blog.nova.localhost',
    );
    main.unmount();
    const mirror = await renderFooter(baseFooter, { context: { host: 'nova-mirror.localhost' } });
    expect(screen.queryByRole('link', { name: /Blog/ })).toBeNull();
    mirror.unmount();
    const italian = await renderFooter(baseFooter, { context: { host: 'nova.localhost', locale: 'it' } });
    expect(screen.queryByRole('link', { name: /Blog/ })).toBeNull();
    italian.unmount();
    const withoutBlogEntry = {
      ...baseFooter,
      helpLinks: baseFooter.helpLinks.filter((l) => l.id !== 'blog'),
    };
    await renderFooter(withoutBlogEntry, { context: { host: 'nova.localhost', locale: 'en' } });
    expect(screen.queryByRole('link', { name: /Blog/ })).toBeNull();
  });

  it('leaves Australian English out of the language list on a host that hides it', async () => {
    const user = userEvent.setup();
    await renderFooter(baseFooter, { context: { host: 'nova-mirror.localhost', hiddenLocales: ['en-AU'] } });
    await user.click(screen.getByRole('button', { name: /Language/ }));
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toContain('Deutsch');
    expect(names.some((n) => n?.includes('Australia'))).toBe(false);
    expect(screen.getByRole('menuitem', { name: 'Deutsch' }).getAttribute('href')).toBe('/de');
  });

  it('links payment logos to the cashbox dashboard', async () => {
    await renderFooter(baseFooter);
    expect(screen.getByRole('img', { name: 'Visa' }).closest('a')?.getAttribute('href')).toBe('/dashboard');
  });

  it('links each provider to its games and hides providers disabled in the visitor’s country', async () => {
    const provider = (slug: string) => ({
      id: slug,
      title: slug.toUpperCase(),
      name: slug,
      provider: slug,
      slug,
      url: '',
    });
    await renderFooter(baseFooter, {
      context: { country: 'DE' },
      queryData: [
        [queryKeys.games.providers(), [provider('netent'), provider('igt')]],
        [queryKeys.config('providers-config'), { igt: ['DE'] }],
      ],
    });
    expect(screen.getByRole('link', { name: 'NETENT games' }).getAttribute('href')).toBe('/producers/netent');
    expect(screen.queryByRole('link', { name: 'IGT games' })).toBeNull();
  });

  it('offers every award with a link to the awards page', async () => {
    await renderFooter(baseFooter, {
      context: { pages: LAYOUT_IDS },
      queryData: [
        [
          queryKeys.config('awards'),
          { awards: [{ name: 'iGaming Awards', nomination: 'Best casino', year: 2025, imgUrl: '/a.svg' }] },
        ],
      ],
    });
    expect(screen.getByText('iGaming Awards')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all' }).getAttribute('href')).toBe('/awards');
  });

  it('offers the awards without a "show all" link while there is no awards page', async () => {
    await renderFooter(baseFooter, {
      context: { pages: ['lobby'] },
      queryData: [
        [
          queryKeys.config('awards'),
          { awards: [{ name: 'iGaming Awards', nomination: 'Best casino', year: 2025, imgUrl: '/a.svg' }] },
        ],
      ],
    });
    expect(screen.getByText('iGaming Awards')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Show all' })).toBeNull();
  });

  it('keeps a minimal footer with the brand copyright when the document is missing', async () => {
    await renderFooter(null);
    expect(screen.getByText(`© ${new Date().getFullYear()} Nova Casino. Play responsibly.`)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Information' })).toBeNull();
  });
});
