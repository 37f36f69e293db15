import { describe, expect, it } from 'vitest';
import { LAYOUT_IDS } from '../routing/route-table.ts';
import { resolveRoute, type RouteInput } from '../routing/resolve-route.ts';
import { promotionPageFeatures, promotionPageOn } from './promotion-pages.ts';

const route: RouteInput = {
  pathname: '/',
  search: '',
  hash: '',
  auth: 'guest',
  restriction: 'none',
  enabledLocales: ['en', 'de'],
  defaultLocale: 'en',
  features: {},
  cmsPageSlugs: [],
  licence: 'CW',
  country: 'CA',
  limitReached: false,
  previousPath: '/',
  pages: LAYOUT_IDS,
};

const brandFeatures = { rocketMart: true, rocketChance: true, lotteries: true, activityHub: true };

/** What the site does with a path once brand features and manage-promotion-pages are merged. */
function visit(pathname: string, pages: Record<string, boolean>) {
  const features = { ...brandFeatures, ...promotionPageFeatures(pages) };
  return resolveRoute({ ...route, pathname, features });
}

describe('promotionPageFeatures', () => {
  it.each([
    [{ rocketMart: false }, { rocketMart: false }],
    [
      { rocketChance: false, lotteries: false },
      { rocketChance: false, lotteries: false },
    ],
    [{ activityHub: false }, { activityHub: false }],
    [{ rocketMart: true, lotteries: true }, {}],
    // Pages without a route feature (the promotions page itself, the wheel) change no feature.
    [{ promotions: false, wheel: false, vipClub: false }, {}],
    [{}, {}],
  ])('turns %j into the features %j', (pages, features) => {
    expect(promotionPageFeatures(pages)).toEqual(features);
  });

  it('switches nothing off while the document is missing', () => {
    expect(promotionPageFeatures(undefined)).toEqual({});
    expect(promotionPageFeatures(null)).toEqual({});
  });
});

describe('promotionPageOn', () => {
  it.each([
    ['rocketMart', { rocketMart: false }, false],
    ['rocketMart', { rocketMart: true }, true],
    ['rocketMart', {}, true],
    ['wheel', { rocketMart: false }, true],
  ])('says whether %s is on with %j: %s', (page, pages, on) => {
    expect(promotionPageOn(pages, page)).toBe(on);
  });
});

describe('a promotion page switched off in manage-promotion-pages', () => {
  it.each([
    ['/rocket-mart', { rocketMart: false }, '/promotions'],
    ['/rocket-mart/freespins', { rocketMart: false }, '/promotions'],
    ['/rocket-chance', { rocketChance: false }, '/promotions'],
    ['/tournaments/lotteries', { lotteries: false }, '/tournaments/all'],
    ['/activity-hub', { activityHub: false }, '/promotions'],
    ['/de/rocket-chance', { rocketChance: false }, '/de/promotions'],
  ])('redirects %s with %j to %s', (path, pages, target) => {
    expect(visit(path, pages)).toMatchObject({ kind: 'redirect', to: target });
  });

  it.each([
    ['/rocket-mart', { rocketMart: true }, 'rocket-mart'],
    ['/rocket-chance', { rocketMart: false }, 'rocket-chance'],
    ['/tournaments/lotteries', {}, 'tournaments'],
  ])('shows %s when %j leaves it on', (path, pages, layout) => {
    expect(visit(path, pages)).toMatchObject({ kind: 'render', layout });
  });

  it('is not found when its fallback page does not exist either', () => {
    const features = { ...brandFeatures, ...promotionPageFeatures({ rocketChance: false }) };
    const pages = LAYOUT_IDS.filter((id) => id !== 'promotions');
    expect(resolveRoute({ ...route, pathname: '/rocket-chance', features, pages })).toMatchObject({
      kind: 'not-found',
    });
  });
});
