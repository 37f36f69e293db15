import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../schemas/cms/banners-config.schema.ts';
import { queryKeys, type Player } from '../../runtime/queries/index.ts';
import { LAYOUT_IDS } from '../../runtime/routing/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { heroBanner } from './index.ts';

const NOW = Date.UTC(2026, 5, 15, 12, 0);

const banner = (id: string, over: Partial<Banner> = {}): Banner => ({
  id,
  frontend_identifier: id,
  image: `/assets/generated/banner/${id}.svg`,
  categories: ['slider-index-top'],
  title: { text: `Banner ${id}` },
  ...over,
});

const playerIn = (currency: string, groups: number[] = []) =>
  ({
    id: 1,
    email: 'ann@example.com',
    currency,
    statuses: groups.map((id) => ({ id, name: String(id) })),
  }) as unknown as Player;

function show(banners: Banner[], options: RenderOptions & { player?: Player | null } = {}) {
  const data: [QueryKey, unknown][] = [
    [queryKeys.config('banners-config', { locale: options.context?.locale ?? 'en' }), { banners }],
    [queryKeys.player.profile(), options.player ?? null],
  ];
  const auth = options.player ? 'player' : 'guest';
  return renderWidget(heroBanner, heroBanner.example, {
    ...options,
    context: { auth, ...options.context },
    queryData: data,
  });
}

const titles = () => screen.queryAllByRole('heading').map((h) => h.textContent);

describe('hero banner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('renders the empty state (nothing at all) when no banner matches the groups', async () => {
    const view = await show([banner('vip', { groupIds: [257] })]);
    expect(view.container.innerHTML).toBe('');
  });

  it('shows a group banner only to players in one of its groups', async () => {
    const banners = [banner('vip', { groupIds: [257, '258'] }), banner('all')];
    await show(banners, { player: playerIn('EUR', [258]), context: { groups: [258] } });
    expect(titles()).toEqual(['Banner vip', 'Banner all']);
  });

  it('shows banners only within their live time (UTC)', async () => {
    await show([
      banner('past', { liveTime: { start: '01/01/2026 00:00', end: '15/06/2026 11:59' } }),
      banner('live', { liveTime: { start: '15/06/2026 12:00', end: '16/06/2026 00:00' } }),
      banner('future', { liveTime: { start: '15/06/2026 12:01', end: '31/12/2026 00:00' } }),
    ]);
    expect(titles()).toEqual(['Banner live']);
  });

  it('follows the logged flag: guest banners for guests, player banners for players', async () => {
    const banners = [banner('guests', { logged: false }), banner('players', { logged: true }), banner('all')];
    await show(banners);
    expect(titles()).toEqual(['Banner guests', 'Banner all']);
  });

  it('hides guest-only banners from logged-in players', async () => {
    const banners = [banner('guests', { logged: false }), banner('players', { logged: true })];
    await show(banners, { player: playerIn('EUR') });
    expect(titles()).toEqual(['Banner players']);
  });

  it("orders banners by the category's order", async () => {
    await show([
      banner('third'),
      banner('second', { order: { 'slider-index-top': 2 } }),
      banner('first', { order: { 'slider-index-top': 1, other: 9 } }),
      banner('elsewhere', { categories: ['index-top-jackpots'] }),
    ]);
    expect(titles()).toEqual(['Banner first', 'Banner second', 'Banner third']);
  });

  it("fills currency variables with the player's currency, falling back to EUR", async () => {
    const variables = { amount: { EUR: '€100', CAD: 'C$150' } };
    const promo = banner('promo', {
      title: { text: { en: 'Up to {{amount}}', de: 'Bis zu {{amount}}' } },
      description: { text: 'Claim {{amount}} today' },
      variables,
    });
    const view = await show([promo], { player: playerIn('CAD') });
    expect(screen.getByRole('heading', { name: 'Up to C$150' })).toBeTruthy();
    expect(screen.getByText('Claim C$150 today')).toBeTruthy();
    view.unmount();

    await show([promo], { player: playerIn('NOK') });
    expect(screen.getByRole('heading', { name: 'Up to €100' })).toBeTruthy();
  });

  it('loads the first banner image first and eagerly (LCP), the others lazily, all with a size', async () => {
    const view = await show([
      banner('a', { overlayImage: '/assets/generated/banner/a-overlay.svg' }),
      banner('b', { overlayImage: '/assets/generated/banner/b-overlay.svg' }),
      banner('c'),
    ]);
    const images = [...view.container.querySelectorAll('img.cr-hero-banner__image')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/assets/generated/banner/a.svg',
      '/assets/generated/banner/b.svg',
      '/assets/generated/banner/c.svg',
    ]);
    const [first, ...later] = images;
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('decoding')).toBe('async');
    for (const image of later) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('fetchpriority')).not.toBe('high');
    }
    const overlays = [...view.container.querySelectorAll('img.cr-hero-banner__overlay')];
    expect(overlays.map((overlay) => overlay.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    for (const image of [...images, ...overlays]) {
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it("shows a banner without artwork from a host outside the brand's image origins", async () => {
    const view = await show([
      banner('cdn', {
        image: 'https://tracker.example/banner.png',
        overlayImage: '//tracker.example/hero.png',
      }),
      banner('own', { overlayImage: '/assets/generated/banner/own-overlay.svg' }),
    ]);
    expect(titles()).toEqual(['Banner cdn', 'Banner own']);
    const sources = [...view.container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual(['/assets/generated/banner/own.svg', '/assets/generated/banner/own-overlay.svg']);
  });

  it('opens the popup its attrs name over the current page, and leaves a player to the url', async () => {
    const signUp = banner('welcome', {
      button: { name: 'Sign up', url: '/registration', attrs: { 'data-popup': 'sign-up' } },
    });
    const guest = await show([signUp], { route: '/de/pokies/all?sort=new', context: { locale: 'de' } });
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/de/pokies/all?sort=new#sign-up');
    expect(link.getAttribute('data-popup')).toBe('sign-up');
    guest.unmount();

    await show([signUp], { player: playerIn('EUR') });
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/registration');
  });

  it('opens the support chat from a button with a chat popup and no url', async () => {
    await show([banner('vip', { button: { name: 'Talk to us', attrs: { 'data-popup': 'chat' } } })], {
      player: playerIn('EUR'),
    });
    expect(screen.getByRole('link', { name: 'Talk to us' }).getAttribute('href')).toBe('/#chat');
  });

  it('carries the analytics data attributes, tab and link relations of its attrs', async () => {
    const partner = banner('partner', {
      button: {
        name: 'Partner offer',
        url: 'https://partner.example/offer',
        attrs: { rel: 'sponsored nofollow', 'data-analytics-id': 'partner-cta', 'data-gtm': 'hero' },
      },
    });
    const sameTab = banner('same-tab', {
      button: { name: 'Sportsbook', url: 'https://sport.example/', attrs: { target: '_self' } },
    });
    const newTab = banner('new-tab', {
      button: { name: 'Rules', url: '/general-rules', attrs: { target: '_blank' } },
    });
    await show([partner, sameTab, newTab]);

    const offer = screen.getByRole('link', { name: 'Partner offer' });
    expect(offer.getAttribute('target')).toBe('_blank');
    expect(offer.getAttribute('rel')?.split(' ').sort()).toEqual([
      'nofollow',
      'noopener',
      'noreferrer',
      'sponsored',
    ]);
    expect(offer.getAttribute('data-analytics-id')).toBe('partner-cta');
    expect(offer.getAttribute('data-gtm')).toBe('hero');

    const sport = screen.getByRole('link', { name: 'Sportsbook' });
    expect(sport.getAttribute('target')).toBe('_self');
    expect(sport.hasAttribute('rel')).toBe(false);

    const rules = screen.getByRole('link', { name: 'Rules' });
    expect(rules.getAttribute('href')).toBe('/general-rules');
    expect(rules.getAttribute('target')).toBe('_blank');
    expect(rules.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops attributes a document that skipped validation sneaks into attrs', async () => {
    const attrs = { onclick: 'steal()', style: 'position:fixed', href: 'javascript:x()', rel: 'opener' };
    await show([
      banner('sneaky', {
        button: { name: 'Play', url: '/pokies/all', attrs: attrs as NonNullable<Banner['button']>['attrs'] },
      }),
    ]);
    const link = screen.getByRole('link', { name: 'Play' });
    expect(link.getAttribute('href')).toBe('/pokies/all');
    for (const name of ['onclick', 'style', 'rel', 'target']) expect(link.hasAttribute(name)).toBe(false);
  });

  it('shows no button leading to a page still to be built, and the button once the page exists', async () => {
    const banners = [
      banner('vip', { button: { name: 'Join the club', url: '/vip-club' } }),
      banner('cup', { button: { name: 'Play the cup', type: 'tournaments', frontendIdentifier: 'spring' } }),
      banner('live', { url: '/tournaments', button: { name: 'Play live', url: '/live/all' } }),
      banner('fallback', { url: '/promotions', button: { name: 'See offers' } }),
    ];
    const today = await show(banners, { context: { pages: ['lobby', 'category'] } });
    expect(titles()).toEqual(['Banner vip', 'Banner cup', 'Banner live', 'Banner fallback']);
    expect(screen.queryAllByRole('link').map((link) => link.textContent)).toEqual(['Play live']);
    today.unmount();
    await show(banners, { context: { pages: LAYOUT_IDS } });
    expect(screen.getByRole('link', { name: 'Join the club' }).getAttribute('href')).toBe('/vip-club');
    expect(screen.getByRole('link', { name: 'Play the cup' }).getAttribute('href')).toBe(
      '/tournaments/spring',
    );
    expect(screen.getByRole('link', { name: 'See offers' }).getAttribute('href')).toBe('/promotions');
  });

  it('paints the gradient and links the button within the site under the locale', async () => {
    const view = await show(
      [
        banner('promo', {
          gradient: {
            colorLeft: '#111111',
            colorLeftCenter: '#222222',
            colorRightCenter: '#333333',
            colorRight: '#444444',
          },
          button: { name: 'Join', url: '/live/all' },
        }),
      ],
      { context: { locale: 'de', localeFromPath: true } },
    );
    const slide = view.container.querySelector<HTMLElement>('.cr-hero-banner__slide');
    expect(slide?.getAttribute('style')).toContain('#111111');
    expect(screen.getByRole('link', { name: 'Join' })?.getAttribute('href')).toBe('/de/live/all');
  });

  it('opens a popup with the texts of the second button', async () => {
    const user = userEvent.setup();
    await show([
      banner('promo', {
        secondButton: {
          name: 'Terms',
          popup: {
            title: 'Bonus terms',
            secondTitle: 'Wager x30',
            desc: '<p>Valid 7 days</p><script>x()</script>',
          },
        },
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus terms' });
    expect(within(dialog).getByText('Wager x30')).toBeTruthy();
    expect(await within(dialog).findByText('Valid 7 days')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
  });
});
