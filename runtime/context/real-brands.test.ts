import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../schemas/brand.schema.ts';
import lumen from '../../brands/lumen/brand.json' with { type: 'json' };
import nova from '../../brands/nova/brand.json' with { type: 'json' };
import { resolveContext } from './resolve-context.ts';

// The shipped brands, so that a host renamed in brand.json cannot silently change who is served.
const brands = [nova, lumen] as BrandConfig[];
const at = (host: string, geoCountry: string | null = null) =>
  resolveContext({ host, pathname: '/', geoCountry, user: null, brands, device: 'desktop' });

describe('the shipped brands', () => {
  it('serve nova on nova.localhost and on localhost as main production', () => {
    expect(at('nova.localhost:3000')).toMatchObject({
      brandId: 'nova',
      hostKind: 'production',
      mainProduction: true,
    });
    expect(at('localhost:3000')).toMatchObject({
      brandId: 'nova',
      hostKind: 'production',
      mainProduction: true,
    });
  });

  it('serve the nova mirror under CW even to Estonian visitors', () => {
    expect(at('nova-mirror.localhost', 'EE')).toMatchObject({
      brandId: 'nova',
      hostKind: 'mirror',
      licence: 'CW',
    });
  });

  it('serve lumen on lumen.localhost', () => {
    expect(at('lumen.localhost')).toMatchObject({
      brandId: 'lumen',
      hostKind: 'production',
      country: 'CA',
      locale: 'en',
    });
  });

  it('hide the Australian English locale on the nova mirror', () => {
    expect(at('nova-mirror.localhost').hiddenLocales).toContain('en-AU');
    expect(at('nova.localhost').hiddenLocales).toEqual([]);
  });
});
