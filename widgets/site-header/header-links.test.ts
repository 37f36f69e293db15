import { describe, expect, it } from 'vitest';
import { guestContext } from '../../runtime/slots/render-widget.tsx';
import { headerLinks } from './header-links.ts';

const t = (key: string) => `t:${key}`;

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
    });
    expect(links.map((l) => [l.label, l.href])).toEqual([['Terms', '/terms-and-conditions']]);
  });

  it('resolves named routes, leaves out unknown ones and keeps keys unique for repeated ids', () => {
    const links = headerLinks(
      [
        { id: 'tournaments', labelKey: 'A', route: 'tournaments' },
        { id: 'promo', labelKey: 'B', route: 'no-such-route' },
        { id: 'mystic-jackpots', labelKey: 'C', href: '/pokies/mystic-jackpots' },
        { id: 'mystic-jackpots', labelKey: 'D', href: '/mystic-jackpot' },
      ],
      { t, ctx: { ...guestContext, features: { mysticJackpots: true } }, localePrefix: '/it' },
    );
    expect(links.map((l) => [l.key, l.href])).toEqual([
      ['tournaments', '/it/tournaments'],
      ['mystic-jackpots', '/it/pokies/mystic-jackpots'],
      ['mystic-jackpots-1', '/it/mystic-jackpot'],
    ]);
  });

  it('keeps an https link as it is and marks it external', () => {
    const [link] = headerLinks(
      [{ id: 'blog', labelKey: 'BLOG', href: 'https://blog.example.com', external: true }],
      { t, ctx: guestContext, localePrefix: '/de' },
    );
    expect(link).toMatchObject({ href: 'https://blog.example.com', external: true, label: 't:BLOG' });
  });
});
