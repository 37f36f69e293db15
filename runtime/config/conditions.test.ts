import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Condition } from '../../schemas/condition.schema.ts';
import type { SiteContext } from '../context/types.ts';
import { filterByCondition, matchesCondition } from './conditions.ts';

const ctx: SiteContext = {
  brandId: 'nova',
  host: 'de.nova.localhost',
  hostKind: 'mirror',
  mainProduction: false,
  country: 'DE',
  licence: 'CW',
  locale: 'de',
  localeFromPath: true,
  restriction: 'partial',
  auth: 'player',
  groups: [257, 545],
  features: { rocketMart: true, sports: false },
  device: 'mobile',
  bettingHost: 'sport.nova.localhost',
  pages: ['lobby', 'category'],
};

const holds = (when: Condition | undefined, overrides: Partial<SiteContext> = {}) =>
  matchesCondition(when, { ...ctx, ...overrides });

describe('the when condition', () => {
  it('always holds when absent or empty', () => {
    expect(holds(undefined)).toBe(true);
    expect(holds({})).toBe(true);
  });

  it('checks the licence', () => {
    expect(holds({ licence: ['CW'] })).toBe(true);
    expect(holds({ licence: ['EE'] })).toBe(false);
    expect(holds({ licence: ['EE', 'CW'] })).toBe(true);
  });

  it('checks the country, whatever its case', () => {
    expect(holds({ country: ['AT', 'DE'] })).toBe(true);
    expect(holds({ country: ['de'] })).toBe(true);
    expect(holds({ country: ['CA'] })).toBe(false);
  });

  it('shows an entry only to guests or only to players', () => {
    expect(holds({ auth: 'player' })).toBe(true);
    expect(holds({ auth: 'guest' })).toBe(false);
    expect(holds({ auth: 'guest' }, { auth: 'guest', groups: [] })).toBe(true);
  });

  it('needs one of the groups, and none of the excluded groups', () => {
    expect(holds({ groups: [258, 257] })).toBe(true);
    expect(holds({ groups: [21] })).toBe(false);
    expect(holds({ groups: [21] }, { groups: [] })).toBe(false);
    expect(holds({ notGroups: [100] })).toBe(true);
    expect(holds({ notGroups: [100, 545] })).toBe(false);
    expect(holds({ notGroups: [100] }, { groups: [] })).toBe(true);
  });

  it('needs every listed feature to be on', () => {
    expect(holds({ features: ['rocketMart'] })).toBe(true);
    expect(holds({ features: ['rocketMart', 'sports'] })).toBe(false);
    expect(holds({ features: ['activityHub'] })).toBe(false);
  });

  it('waits for every listed page: an entry leading to a page still to be built stays hidden', () => {
    expect(holds({ pages: ['category'] })).toBe(true);
    expect(holds({ pages: ['category', 'vip-club'] })).toBe(false);
    expect(holds({ pages: ['vip-club'] })).toBe(false);
  });

  it('checks the locale', () => {
    expect(holds({ locale: ['de', 'en'] })).toBe(true);
    expect(holds({ locale: ['en'] })).toBe(false);
  });

  it('matches host names exactly or by a "*." subdomain pattern', () => {
    expect(holds({ host: ['de.nova.localhost'] })).toBe(true);
    expect(holds({ host: ['DE.Nova.localhost'] })).toBe(true);
    expect(holds({ host: ['*.nova.localhost'] })).toBe(true);
    expect(holds({ host: ['*.localhost'] })).toBe(true);
    expect(holds({ host: ['*.nova.localhost'] }, { host: 'nova.localhost' })).toBe(false);
    expect(holds({ host: ['*.nova.localhost'] }, { host: 'evilnova.localhost' })).toBe(false);
    expect(holds({ host: ['nova.localhost'] })).toBe(false);
    expect(holds({ host: ['de.nova.localhost'] }, { host: 'de.nova.localhost:5173' })).toBe(true);
  });

  it('checks the host kind, restriction level and device', () => {
    expect(holds({ hostKind: ['mirror'] })).toBe(true);
    expect(holds({ hostKind: ['production', 'betting'] })).toBe(false);
    expect(holds({ restriction: ['partial', 'full'] })).toBe(true);
    expect(holds({ restriction: ['none'] })).toBe(false);
    expect(holds({ device: 'mobile' })).toBe(true);
    expect(holds({ device: 'desktop' })).toBe(false);
  });

  it('combines keys with AND', () => {
    expect(holds({ licence: ['CW'], country: ['DE'], auth: 'player' })).toBe(true);
    expect(holds({ licence: ['CW'], country: ['DE'], auth: 'guest' })).toBe(false);
  });

  it('negates with not and nests any', () => {
    expect(holds({ not: { licence: ['EE'] } })).toBe(true);
    expect(holds({ not: { licence: ['CW'] } })).toBe(false);
    expect(holds({ any: [{ country: ['CA'] }, { locale: ['de'] }] })).toBe(true);
    expect(holds({ any: [{ country: ['CA'] }, { locale: ['en'] }] })).toBe(false);
    expect(
      holds({ any: [{ country: ['CA'] }, { not: { any: [{ device: 'desktop' }] } }], licence: ['CW'] }),
    ).toBe(true);
    expect(holds({ not: { not: { auth: 'player' } } })).toBe(true);
  });

  it('hides the crypto-benefits link under the EE licence (footer rule)', () => {
    const links = [{ id: 'crypto-benefits', when: { not: { licence: ['EE'] } } }, { id: 'affiliates' }];
    expect(filterByCondition(links, ctx).map((l) => l.id)).toEqual(['crypto-benefits', 'affiliates']);
    expect(filterByCondition(links, { ...ctx, licence: 'EE' }).map((l) => l.id)).toEqual(['affiliates']);
  });

  const leaf: fc.Arbitrary<Condition> = fc.oneof(
    fc.record({ licence: fc.subarray(['CW', 'EE'] as ('CW' | 'EE')[], { minLength: 1 }) }),
    fc.record({ auth: fc.constantFrom('guest' as const, 'player' as const) }),
    fc.record({ device: fc.constantFrom('mobile' as const, 'desktop' as const) }),
    fc.record({ groups: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 3 }) }),
  );
  const condition = fc.letrec<{ c: Condition }>((tie) => ({
    c: fc.oneof(
      { depthSize: 'small' },
      leaf,
      fc.record({ not: tie('c') }),
      fc.record({ any: fc.array(tie('c'), { minLength: 1, maxLength: 3 }) }),
    ),
  })).c;

  it('makes not the exact opposite of the condition it wraps', () => {
    fc.assert(
      fc.property(condition, (when) => {
        expect(holds({ not: when })).toBe(!holds(when));
      }),
    );
  });

  it('treats two keys like any-free AND: {a, b} holds exactly when a and b both hold', () => {
    fc.assert(
      fc.property(condition, condition, (a, b) => {
        expect(holds({ any: [a], not: { not: b } })).toBe(holds(a) && holds(b));
        expect(holds({ any: [a, b] })).toBe(holds(a) || holds(b));
      }),
    );
  });
});
