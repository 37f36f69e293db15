import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../schemas/brand.schema.ts';
import {
  countryDefaultCurrency,
  defaultLocaleFor,
  resolveContext,
  type ResolveContextInput,
} from './resolve-context.ts';
import { LOCALES } from './types.ts';

const theme = {
  primary: '#111111',
  accent: '#222222',
  background: '#333333',
  surface: '#444444',
  text: '#555555',
};

const nova: BrandConfig = {
  id: 'nova',
  name: 'Nova Casino',
  hosts: [
    { host: 'nova.localhost', kind: 'production' },
    { host: 'nova-mirror.localhost', kind: 'mirror' },
    { host: 'nova-de.localhost', kind: 'mirror', country: 'DE' },
    { host: 'nova-ee.localhost', kind: 'production', country: 'EE' },
    { host: 'sport.nova.localhost', kind: 'betting' },
    { host: '*.nova.localhost', kind: 'mirror' },
    { host: 'localhost', kind: 'production' },
  ],
  bettingHost: 'sport.nova.localhost',
  theme,
  locales: [...LOCALES],
  defaultCountry: 'CA',
  features: { rocketMart: true, sports: true, lotteries: false },
};

const lumen: BrandConfig = {
  id: 'lumen',
  name: 'Lumen',
  hosts: [
    { host: 'lumen.localhost', kind: 'production' },
    { host: '*.lumen-mirror.localhost', kind: 'mirror' },
  ],
  theme,
  locales: ['en', 'de', 'fr-CA'],
  defaultCountry: 'DE',
  features: {},
};

const brands = [lumen, nova];

const view = (over: Partial<ResolveContextInput> = {}) =>
  resolveContext({
    host: 'nova.localhost',
    pathname: '/',
    geoCountry: null,
    user: null,
    brands,
    device: 'desktop',
    ...over,
  });

const player = (over: Record<string, unknown> = {}) => ({
  id: 7,
  license_name: 'CW',
  statuses: [
    { id: 257, name: 'bronze' },
    { id: 'level_3', name: 3 },
    { id: '545', name: 'writable' },
  ],
  ...over,
});

describe('host → brand and host kind', () => {
  it.each([
    ['nova.localhost', 'nova', 'production', true],
    ['NOVA.localhost:5173', 'nova', 'production', true],
    ['nova-mirror.localhost', 'nova', 'mirror', false],
    ['sport.nova.localhost', 'nova', 'betting', false],
    ['eu.nova.localhost', 'nova', 'mirror', false],
    ['lumen.localhost:4173', 'lumen', 'production', true],
    ['a.b.lumen-mirror.localhost', 'lumen', 'mirror', false],
    ['localhost:5173', 'nova', 'production', true],
  ] as const)('serves %s as brand %s on a %s host', (host, brandId, hostKind, mainProduction) => {
    expect(view({ host })).toMatchObject({ brandId, hostKind, mainProduction });
  });

  it('prefers an exact host over a wildcard of any brand', () => {
    expect(view({ host: 'sport.nova.localhost' }).hostKind).toBe('betting');
  });

  it('does not let a wildcard match the bare domain it is anchored on', () => {
    const ctx = view({ host: 'lumen-mirror.localhost' });
    expect(ctx.brandId).toBe('nova');
    expect(ctx.hostKind).toBe('mirror');
  });

  it('serves an unknown host with the brand listing localhost, as a mirror', () => {
    expect(view({ host: '127.0.0.1:8080' })).toMatchObject({
      brandId: 'nova',
      hostKind: 'mirror',
      mainProduction: false,
    });
  });

  it('serves an unknown host with the first brand when no brand lists localhost', () => {
    const ctx = resolveContext({ host: 'example.org', pathname: '/', brands: [lumen], device: 'mobile' });
    expect(ctx.brandId).toBe('lumen');
  });

  it('reports the host without its port', () => {
    expect(view({ host: 'Nova.Localhost:443' }).host).toBe('nova.localhost');
  });
});

describe('country', () => {
  it('takes the country variant of the host over geo', () => {
    expect(view({ host: 'nova-de.localhost', geoCountry: 'AU' }).country).toBe('DE');
  });

  it('takes geo when the host has no variant, in upper case', () => {
    expect(view({ geoCountry: 'nz' }).country).toBe('NZ');
  });

  it.each([null, undefined, '', 'XXX', '1'])(
    'falls back to the brand default country when geo is %j',
    (geoCountry) => {
      expect(view({ geoCountry }).country).toBe('CA');
      expect(view({ host: 'lumen.localhost', geoCountry }).country).toBe('DE');
    },
  );
});

describe('licence', () => {
  it('is CW for a guest from an ordinary country on a main production host', () => {
    expect(view({ geoCountry: 'CA' }).licence).toBe('CW');
  });

  it('is EE for a guest from Estonia on a main production host', () => {
    expect(view({ geoCountry: 'EE' }).licence).toBe('EE');
  });

  it('is EE on the Estonian host variant whatever geo says', () => {
    expect(view({ host: 'nova-ee.localhost', geoCountry: 'CA' }).licence).toBe('EE');
  });

  it('follows the logged-in player licence on a main production host', () => {
    expect(view({ geoCountry: 'CA', user: player({ license_name: 'EE' }) }).licence).toBe('EE');
    expect(view({ geoCountry: 'EE', user: player({ license_name: 'cw' }) }).licence).toBe('CW');
  });

  it('falls back to geo when the player licence is neither CW nor EE', () => {
    expect(view({ geoCountry: 'EE', user: player({ license_name: 'MGA' }) }).licence).toBe('EE');
    expect(view({ geoCountry: 'EE', user: player({ license_name: null }) }).licence).toBe('EE');
  });

  it('ignores the licence of a user object without an id (a guest)', () => {
    expect(view({ geoCountry: 'CA', user: { license_name: 'EE' } }).licence).toBe('CW');
  });

  it.each([
    'nova-mirror.localhost',
    'sport.nova.localhost',
    'eu.nova.localhost',
    'nova-de.localhost',
    '127.0.0.1',
  ])('is always CW on %s, even for Estonian EE players', (host) => {
    expect(view({ host, geoCountry: 'EE', user: player({ license_name: 'EE' }) }).licence).toBe('CW');
  });
});

describe('betting host', () => {
  it('is the brand betting host for ordinary countries', () => {
    expect(view({ geoCountry: 'CA' }).bettingHost).toBe('sport.nova.localhost');
  });

  it('never applies in Estonia', () => {
    expect(view({ geoCountry: 'EE' }).bettingHost).toBeNull();
    expect(view({ host: 'nova-ee.localhost' }).bettingHost).toBeNull();
  });

  it('is null for a brand without a betting site', () => {
    expect(view({ host: 'lumen.localhost' }).bettingHost).toBeNull();
  });
});

describe('restriction', () => {
  it.each([
    ['RU', 'full'],
    ['US', 'partial'],
    ['CA', 'none'],
  ] as const)('is %s → %s', (geoCountry, restriction) => {
    expect(view({ geoCountry }).restriction).toBe(restriction);
  });
});

describe('locale', () => {
  it('comes from the first path segment when the brand enables it', () => {
    expect(view({ pathname: '/de/pokies/all', geoCountry: 'CA' })).toMatchObject({
      locale: 'de',
      localeFromPath: true,
    });
    expect(view({ pathname: '/en-AU', geoCountry: 'DE' })).toMatchObject({
      locale: 'en-AU',
      localeFromPath: true,
    });
  });

  it('reads a prefix typed in another case as the canonical locale', () => {
    expect(view({ pathname: '/en-au/live/all' }).locale).toBe('en-AU');
  });

  it('ignores a first segment that is not a locale', () => {
    expect(view({ pathname: '/pokies/all', geoCountry: 'NO' })).toMatchObject({
      locale: 'no',
      localeFromPath: false,
    });
  });

  it('ignores a locale prefix the brand does not enable', () => {
    expect(view({ host: 'lumen.localhost', pathname: '/it/pokies', geoCountry: 'CA' })).toMatchObject({
      locale: 'en',
      localeFromPath: false,
    });
  });

  it.each([
    ['DE', 'de'],
    ['AT', 'de'],
    ['CH', 'de'],
    ['NO', 'no'],
    ['IT', 'it'],
    ['EE', 'et'],
    ['AU', 'en-AU'],
    ['NZ', 'en-NZ'],
    ['IE', 'en-IE'],
    ['CA', 'en'],
    ['JP', 'en'],
    ['FR', 'en'],
  ] as const)('defaults to the country locale on an unprefixed path: %s → %s', (geoCountry, locale) => {
    expect(view({ geoCountry })).toMatchObject({ locale, localeFromPath: false });
  });

  it('uses en when the country default is not enabled for the brand', () => {
    expect(view({ host: 'lumen.localhost', geoCountry: 'IT' }).locale).toBe('en');
    expect(view({ host: 'lumen.localhost', geoCountry: 'AT' }).locale).toBe('de');
  });

  it("uses the brand's first locale when even en is not enabled", () => {
    const deOnly: BrandConfig = { ...lumen, locales: ['de'] };
    expect(
      resolveContext({
        host: 'lumen.localhost',
        pathname: '/',
        geoCountry: 'IT',
        brands: [deOnly],
        device: 'mobile',
      }).locale,
    ).toBe('de');
  });
});

describe('auth, groups and features', () => {
  it('makes a visitor without a user a guest with no groups', () => {
    expect(view()).toMatchObject({ auth: 'guest', groups: [] });
  });

  it('makes a user with an id a player with the numeric ids of their statuses as groups', () => {
    expect(view({ user: player() })).toMatchObject({ auth: 'player', groups: [257, 545] });
  });

  it('merges brand features, then server flags, then local overrides, the later winning', () => {
    const ctx = view({
      flags: { sports: false, mysticJackpots: true },
      localFlags: { sports: true, rocketMart: false },
    });
    expect(ctx.features).toEqual({ rocketMart: false, sports: true, lotteries: false, mysticJackpots: true });
  });

  it('passes the device through', () => {
    expect(view({ device: 'mobile' }).device).toBe('mobile');
  });

  it('gives the same context for the same input', () => {
    const input = {
      host: 'nova.localhost',
      pathname: '/de',
      geoCountry: 'EE',
      user: player(),
      brands,
      device: 'mobile',
    } as const;
    expect(resolveContext(input)).toEqual(resolveContext(input));
  });
});

describe('country defaults', () => {
  it.each([
    ['AU', 'AUD'],
    ['gb', 'GBP'],
    ['CA', 'CAD'],
    ['NZ', 'NZD'],
    ['US', 'USD'],
    ['IE', 'EUR'],
    ['DE', 'EUR'],
    ['AT', 'EUR'],
    ['CH', 'EUR'],
    ['JP', 'JPY'],
    ['NO', 'NOK'],
    ['BR', 'BRL'],
    ['EE', 'EUR'],
    ['ZZ', 'EUR'],
  ])('gives %s the default currency %s', (country, currency) => {
    expect(countryDefaultCurrency(country)).toBe(currency);
  });

  it('gives every country a locale of the ten', () => {
    for (const country of ['DE', 'ee', 'XX', '']) expect(LOCALES).toContain(defaultLocaleFor(country));
  });
});
