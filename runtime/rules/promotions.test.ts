import { describe, expect, it } from 'vitest';
import { promoStagExcluded, visiblePromotions, visitorStag } from './promotions.ts';

const promos = [
  { slug: 'welcome' },
  { slug: 'store', page: 'rocketMart' },
  { slug: 'chance', page: 'rocketChance' },
  { slug: 'vip', page: 'vipClub' },
  { slug: 'crypto', when: 'not-ee' },
];
const everything = { rocketMart: true, rocketChance: true };

const slugs = (
  features: Record<string, boolean>,
  promotionPages: Record<string, boolean> | undefined,
  matches: (when: unknown) => boolean = () => true,
) => visiblePromotions(promos, { features, promotionPages, matches }).map((p) => p.slug);

describe('visiblePromotions', () => {
  it('lists every promotion when every page is on, in order', () => {
    expect(slugs(everything, {})).toEqual(['welcome', 'store', 'chance', 'vip', 'crypto']);
  });

  it.each([
    [{ rocketMart: false }, ['welcome', 'chance', 'vip', 'crypto']],
    [{ rocketChance: false, vipClub: false }, ['welcome', 'store', 'crypto']],
    [{ rocketMart: true }, ['welcome', 'store', 'chance', 'vip', 'crypto']],
  ])('leaves out the cards of pages switched off in manage-promotion-pages %j', (pages, expected) => {
    expect(slugs(everything, pages)).toEqual(expected);
  });

  it('leaves out the cards of pages whose feature is off for the brand', () => {
    expect(slugs({ rocketMart: true }, {})).toEqual(['welcome', 'store', 'vip', 'crypto']);
    expect(slugs({}, undefined)).toEqual(['welcome', 'vip', 'crypto']);
  });

  it('leaves out the cards whose condition does not hold', () => {
    expect(slugs(everything, {}, (when) => when !== 'not-ee')).toEqual(['welcome', 'store', 'chance', 'vip']);
  });
});

describe('promoStagExcluded', () => {
  it.each([
    ['900_no_promo', ['900_no_promo'], true],
    ['901_summer', ['901'], true],
    ['901', ['901'], true],
    ['9011_summer', ['901'], false],
    ['122_main', ['901', '900_no_promo'], false],
    [null, ['901'], false],
    ['', ['901'], false],
    ['901_summer', [], false],
    ['901_summer', undefined, false],
  ])('stag %j with %j excluded: %s', (stag, excluded, result) => {
    expect(promoStagExcluded(stag, excluded)).toBe(result);
  });
});

describe('visitorStag', () => {
  it.each([
    ['?stag=901_a', '122_b', '901_a'],
    ['', '122_b', '122_b'],
    ['?other=1&stag=', '122_b', '122_b'],
    ['', null, null],
    ['?stag=', '', null],
  ])('reads %j with the cookie %j as %j', (search, cookie, stag) => {
    expect(visitorStag(search, cookie)).toBe(stag);
  });
});
