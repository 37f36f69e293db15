import { describe, expect, it } from 'vitest';
import { LAYOUT_IDS, type PagePresence } from '../../runtime/routing/index.ts';
import { guestContext } from '../../tests/harness/render-widget.tsx';
import { headerLinks } from './header-links.ts';

const t = (key: string) => `t:${key}`;
const presence: PagePresence = {
  pages: LAYOUT_IDS,
  cmsPageSlugs: ['terms-and-conditions', 'terms-and-conditions/EE', 'privacy-policy'],
  licence: 'CW',
  country: 'CA',
};

describe('headerLinks', () => {
  it('lists a CMS page once, under its base slug, and never its licence variants', () => {
    const links = headerLinks([], {
      t,
      ctx: guestContext,
      localePrefix: '',
      cmsPages: [
        { path: 'terms-and-conditions', title: 'Terms', categories: ['top-menu'] },
        { path: 'terms-and-conditions/EE', title: 'Terms EE', categories: ['top-menu'] },
        { path: 'privacy-policy', title: 'Privacy', categories: ['bottom-menu'] },
      ],
      presence,
    });
    expect(links.map((l) => [l.label, l.href])).toEqual([['Terms', '/terms-and-conditions']]);
  });

  it('resolves named routes, leaves out unknown ones and keeps keys unique for repeated ids', () => {
    const links = headerLinks(
      [
        { id: 'tournaments', labelKey: 'A', route: 'tournaments' },
        { id: 'promo', labelKey: 'B', route: 'no-such-route' },
        { id: 'mystic-jackpots', labelKey: 'C', href: '/pokies/mystic-jackpots' },
        { id: 'mystic-jackpots', labelKey: 'D', href: '/pokies/jackpot' },
      ],
      { t, ctx: { ...guestContext, features: { mysticJackpots: true } }, localePrefix: '/it', presence },
    );
    expect(links.map((l) => [l.key, l.href])).toEqual([
      ['tournaments', '/it/tournaments'],
      ['mystic-jackpots', '/it/pokies/mystic-jackpots'],
      ['mystic-jackpots-1', '/it/pokies/jackpot'],
    ]);
  });

  it('keeps an https link as it is and marks it external', () => {
    const [link] = headerLinks(
      [{ id: 'blog', labelKey: 'BLOG', href: 'https://blog.example.com', external: true }],
      { t, ctx: guestContext, localePrefix: '/de', presence },
    );
    expect(link).toMatchObject({ href: 'https://blog.example.com', external: true, label: 't:BLOG' });
  });

  it('leaves out the items whose page does not exist yet, and keeps links to other sites', () => {
    const links = headerLinks(
      [
        { id: 'home', labelKey: 'HOME', href: '/' },
        { id: 'tournaments', labelKey: 'TOURNAMENTS', route: 'tournaments' },
        { id: 'vip-club', labelKey: 'VIP', href: '/vip-club' },
        { id: 'live', labelKey: 'LIVE', href: '/live/all' },
        { id: 'blog', labelKey: 'BLOG', href: 'https://blog.example.com', external: true },
      ],
      {
        t,
        ctx: guestContext,
        localePrefix: '',
        presence: { ...presence, pages: ['lobby', 'category'] },
      },
    );
    expect(links.map((l) => l.key)).toEqual(['live', 'home', 'blog']);
  });
});
