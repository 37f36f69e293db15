import { describe, expect, it } from 'vitest';
import { sameSiteContext } from './same-context.ts';
import type { SiteContext } from './types.ts';

const context: SiteContext = {
  brandId: 'nova',
  host: 'nova.localhost',
  hostKind: 'production',
  mainProduction: true,
  country: 'DE',
  licence: 'CW',
  locale: 'de',
  localeFromPath: false,
  restriction: 'none',
  auth: 'player',
  groups: [3, 7],
  features: { rocketMart: true, chat: false },
  device: 'desktop',
  bettingHost: null,
  pages: ['lobby', 'profile-main'],
};

describe('sameSiteContext', () => {
  it('holds for a context resolved again with the same content (new lists and flag maps)', () => {
    expect(sameSiteContext(context, structuredClone(context))).toBe(true);
  });

  it.each([
    ['locale', { locale: 'en' }],
    ['auth', { auth: 'guest' }],
    ['a group', { groups: [3] }],
    ['a group in another order', { groups: [7, 3] }],
    ['a flag', { features: { rocketMart: true, chat: true } }],
    ['a flag more', { features: { rocketMart: true, chat: false, vip: true } }],
    ['a page', { pages: ['lobby'] }],
    ['hidden locales given', { hiddenLocales: [] }],
  ] as const)('fails when %s differs', (_, change) => {
    expect(sameSiteContext(context, { ...context, ...change } as SiteContext)).toBe(false);
  });
});
