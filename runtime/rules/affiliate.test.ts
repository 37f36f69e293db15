import { describe, expect, it } from 'vitest';
import {
  affiliateIdOfStag,
  defaultAffiliateId,
  needsReferrerMap,
  parseKeptUtm,
  resolveAttribution,
  stagFromReferrer,
  utmFromSearch,
  type AttributionInput,
  type StagByReferrer,
} from './affiliate.ts';

describe('default affiliate id', () => {
  it.each([
    ['https://www.google.com/search?q=casino', 241],
    ['https://www.bing.com/', 241],
    ['https://search.yahoo.co.jp/', 241],
    ['https://news.example.com/google-review', 122],
    ['not a url', 122],
    ['', 122],
    [null, 122],
  ])('gives a visitor referred by %j the id %i', (referrer, id) => {
    expect(defaultAffiliateId(referrer)).toBe(id);
  });
});

const referrerConfig: StagByReferrer = {
  pages: { google: { '/promotions': '122_promo_search' } },
  countries: { CA: { google: '241_ca_search', 'partner.example': '777_partner' }, DE: { bing: '241_de' } },
};

const arrival = (overrides: Partial<AttributionInput> = {}): AttributionInput => ({
  search: '',
  referrer: '',
  pathname: '/',
  country: 'CA',
  referrerConfig,
  kept: { stag: null, affiliateId: null },
  ...overrides,
});

describe('the stag a referring site maps to', () => {
  it.each([
    ['https://www.google.com/search', '/promotions', 'CA', '122_promo_search'],
    ['https://www.google.de/', '/promotions/', 'DE', '122_promo_search'],
    ['https://www.google.com/search', '/', 'CA', '241_ca_search'],
    ['https://partner.example/offers', '/', 'CA', '777_partner'],
    ['https://www.bing.com/', '/', 'de', '241_de'],
    ['https://www.bing.com/', '/', 'CA', null],
    ['https://www.google.com/search', '/', 'FR', null],
    ['https://notgoogle.example/', '/', 'CA', null],
    ['', '/', 'CA', null],
  ])('maps %j landing on %j from %j to %j', (referrer, pathname, country, stag) => {
    expect(stagFromReferrer(referrerConfig, referrer, pathname, country)).toBe(stag);
  });

  it('maps nothing without the document', () => {
    expect(stagFromReferrer(null, 'https://www.google.com/', '/', 'CA')).toBeNull();
  });
});

describe('attribution of a visitor', () => {
  it('takes the link’s stag first, with the affiliate id it starts with', () => {
    expect(
      resolveAttribution(
        arrival({
          search: '?stag=901_summer&x=1',
          referrer: 'https://www.google.com/',
          kept: { stag: '555_old', affiliateId: '555' },
        }),
      ),
    ).toEqual({ stag: '901_summer', affiliateId: '901', source: 'query' });
  });

  it('takes an affb_id of the link as it is, with or without a stag', () => {
    expect(resolveAttribution(arrival({ search: '?affb_id=333' }))).toEqual({
      stag: null,
      affiliateId: '333',
      source: 'query',
    });
    expect(resolveAttribution(arrival({ search: '?stag=abc&affb_id=44' }))).toEqual({
      stag: 'abc',
      affiliateId: '44',
      source: 'query',
    });
  });

  it('gives a link stag without an affiliate id the default one', () => {
    expect(resolveAttribution(arrival({ search: '?stag=abc' })).affiliateId).toBe('122');
  });

  it('ignores an empty or overlong stag in the link', () => {
    expect(resolveAttribution(arrival({ search: '?stag=' })).source).toBe('default');
    expect(resolveAttribution(arrival({ search: `?stag=${'9'.repeat(65)}` })).source).toBe('default');
  });

  it('maps the referrer when the link has no tag, over a tag kept from before', () => {
    expect(
      resolveAttribution(
        arrival({ referrer: 'https://www.google.com/', kept: { stag: '555_old', affiliateId: '555' } }),
      ),
    ).toEqual({ stag: '241_ca_search', affiliateId: '241', source: 'referrer' });
  });

  it('keeps what the visitor already has rather than a default', () => {
    expect(
      resolveAttribution(
        arrival({ referrer: 'https://www.yahoo.com/', kept: { stag: '555_old', affiliateId: null } }),
      ),
    ).toEqual({ stag: '555_old', affiliateId: '555', source: 'kept' });
  });

  it.each([
    ['', '122'],
    ['https://www.yahoo.com/', '241'],
    ['https://www.bing.com/', '241'],
    ['https://blog.example/', '122'],
  ])('gives a new visitor from %j the default affiliate id %s', (referrer, id) => {
    expect(resolveAttribution(arrival({ referrer }))).toEqual({
      stag: null,
      affiliateId: id,
      source: 'default',
    });
  });

  it.each([
    ['901_summer', '901'],
    ['summer', null],
    ['', null],
  ])('reads the affiliate id of the tag %j as %j', (stag, id) => {
    expect(affiliateIdOfStag(stag)).toBe(id);
  });
});

describe('UTM keys', () => {
  it('reads the UTM keys of a query string', () => {
    expect(utmFromSearch('?utm_source=google&utm_medium=cpc&x=1&sub_id=9&utm_term=')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      sub_id: '9',
    });
    expect(utmFromSearch('?page=2')).toBeNull();
  });

  it('reads kept UTM keys back, and nothing from a broken cookie', () => {
    expect(parseKeptUtm('{"utm_source":"news","evil":"x","utm_term":3}')).toEqual({ utm_source: 'news' });
    expect(parseKeptUtm('{broken')).toBeNull();
    expect(parseKeptUtm(null)).toBeNull();
    expect(parseKeptUtm('[]')).toBeNull();
  });
});

describe('needsReferrerMap', () => {
  it('is true only for a landing referred by a site, without a tag of its own', () => {
    expect(needsReferrerMap('', 'https://www.google.com/')).toBe(true);
    expect(needsReferrerMap('?utm_source=x', 'https://partner.example/a')).toBe(true);
    expect(needsReferrerMap('', '')).toBe(false);
    expect(needsReferrerMap('', null)).toBe(false);
    expect(needsReferrerMap('', 'not a url')).toBe(false);
    expect(needsReferrerMap('?stag=901_x', 'https://www.google.com/')).toBe(false);
    expect(needsReferrerMap('?affb_id=901', 'https://www.google.com/')).toBe(false);
    expect(needsReferrerMap('?stag=', 'https://www.google.com/')).toBe(true);
  });
});
