import { describe, expect, it } from 'vitest';
import { bannerContentIssues, isBannerLive, visibleBanners, type BannerLike } from './banners.ts';

const NOW = Date.UTC(2026, 5, 15, 12, 0);
const guest = { loggedIn: false, groups: [], now: NOW };
const bronze = { loggedIn: true, groups: [257], now: NOW };

const banner = (id: string, over: Partial<BannerLike> = {}): BannerLike => ({
  id,
  categories: ['slider-index-top'],
  ...over,
});

const ids = (list: BannerLike[]) => list.map((b) => b.id);

describe('visibleBanners', () => {
  it('keeps only banners of the category', () => {
    const list = [banner('a'), banner('b', { categories: ['index-top jackpots'] })];
    expect(ids(visibleBanners(list, 'slider-index-top', guest))).toEqual(['a']);
  });

  it('shows group-targeted banners only to members of one of the groups', () => {
    const list = [
      banner('vip', { groupIds: ['257', 258] }),
      banner('gold', { groupIds: [259] }),
      banner('all', { groupIds: [] }),
    ];
    expect(ids(visibleBanners(list, 'slider-index-top', bronze))).toEqual(['vip', 'all']);
    expect(ids(visibleBanners(list, 'slider-index-top', guest))).toEqual(['all']);
  });

  it('shows logged banners to players only and guest banners to guests only', () => {
    const list = [
      banner('players', { logged: true }),
      banner('guests', { logged: false }),
      banner('everyone'),
    ];
    expect(ids(visibleBanners(list, 'slider-index-top', bronze))).toEqual(['players', 'everyone']);
    expect(ids(visibleBanners(list, 'slider-index-top', guest))).toEqual(['guests', 'everyone']);
  });

  it('shows a banner only within its UTC live time', () => {
    const list = [
      banner('now', { liveTime: { start: '15/06/2026 12:00', end: '15/06/2026 12:01' } }),
      banner('ended', { liveTime: { start: '01/06/2026 00:00', end: '15/06/2026 12:00' } }),
      banner('later', { liveTime: { start: '15/06/2026 12:01' } }),
      banner('open-start', { liveTime: { end: '16/06/2026' } }),
    ];
    expect(ids(visibleBanners(list, 'slider-index-top', guest))).toEqual(['now', 'open-start']);
  });

  it('orders banners by their order in the category, unordered ones last in config order', () => {
    const list = [
      banner('x'),
      banner('second', { order: { 'slider-index-top': 2 } }),
      banner('first', { order: { 'slider-index-top': 1, other: 9 } }),
      banner('y'),
    ];
    expect(ids(visibleBanners(list, 'slider-index-top', guest))).toEqual(['first', 'second', 'x', 'y']);
  });

  it('treats an unreadable live time end as open', () => {
    expect(isBannerLive({ liveTime: { end: 'soon' } }, NOW)).toBe(true);
  });
});

describe('bannerContentIssues', () => {
  const locales = ['en', 'de', 'fr-CA'];
  const full = (en: string) => ({ en, de: `${en} (de)`, 'fr-CA': `${en} (fr)` });

  it('accepts a banner whose every text exists in every locale', () => {
    const doc = {
      banners: [
        {
          title: { text: full('Up to {{amount}}') },
          description: { text: full('Daily') },
          labels: [{ title: full('New') }],
          button: { name: full('Join') },
          secondButton: {
            name: full('Terms'),
            popup: { title: full('T'), secondTitle: full('S'), desc: full('D') },
          },
          variables: { amount: { EUR: '€5' } },
        },
      ],
    };
    expect(bannerContentIssues(doc, locales)).toEqual([]);
  });

  it('names each text that lacks a locale, wherever it sits in the banner', () => {
    const doc = {
      banners: [
        { title: { text: full('Ok') } },
        {
          title: { text: { en: 'Crypto', de: 'Krypto' } },
          labels: [{ title: full('New') }, { title: { en: 'Weekly', 'fr-CA': 'Hebdo' } }],
          secondButton: {
            name: full('Terms'),
            popup: { title: full('T'), desc: { en: 'D', de: '', 'fr-CA': 'D' } },
          },
        },
      ],
    };
    expect(bannerContentIssues(doc, locales)).toEqual([
      { pointer: '/banners/1/title/text', message: 'has no text for fr-CA', rule: 'banner/missing-locale' },
      { pointer: '/banners/1/labels/1/title', message: 'has no text for de', rule: 'banner/missing-locale' },
      {
        pointer: '/banners/1/secondButton/popup/desc',
        message: 'has no text for de',
        rule: 'banner/missing-locale',
      },
    ]);
  });

  it('reports a text written once for every locale, unless the brand has a single locale', () => {
    const doc = { banners: [{ title: { text: full('Ok') }, button: { name: 'Learn more' } }] };
    expect(bannerContentIssues(doc, locales)).toEqual([
      {
        pointer: '/banners/0/button/name',
        message: 'is one text for every locale: give it per locale (en, de, fr-CA)',
        rule: 'banner/untranslated',
      },
    ]);
    expect(bannerContentIssues(doc, ['en'])).toEqual([]);
  });

  it('reports a placeholder that has no EUR value, which players would see as written', () => {
    const doc = {
      banners: [
        {
          title: { text: { en: 'Min {{minDeposit}}, max {{max}}', de: 'Min {{ minDeposit }}' } },
          variables: { max: { EUR: '€9' }, minDeposit: { CAD: 'C$5' } },
        },
      ],
    };
    expect(bannerContentIssues(doc, ['en', 'de'])).toEqual([
      {
        pointer: '/banners/0/title/text/en',
        message: "{{minDeposit}} has no EUR value in the banner's variables",
        rule: 'banner/unknown-variable',
      },
      {
        pointer: '/banners/0/title/text/de',
        message: "{{minDeposit}} has no EUR value in the banner's variables",
        rule: 'banner/unknown-variable',
      },
    ]);
  });

  it('ignores what is not a banners document', () => {
    expect(bannerContentIssues(null, locales)).toEqual([]);
    expect(bannerContentIssues({ banners: [null, 3] }, locales)).toEqual([]);
  });
});
