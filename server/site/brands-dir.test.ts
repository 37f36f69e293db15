import { describe, expect, it } from 'vitest';
import { BRANDS_DIR_ENV, brandsDir } from './brands-dir.ts';

describe('brandsDir', () => {
  it('is brands/ of the root without CROUPIER_BRANDS_DIR', () => {
    expect(brandsDir({}, '/srv/croupier')).toBe('/srv/croupier/brands');
    expect(brandsDir({ [BRANDS_DIR_ENV]: '' }, '/srv/croupier')).toBe('/srv/croupier/brands');
  });

  it('is CROUPIER_BRANDS_DIR, a relative one from the root', () => {
    expect(brandsDir({ CROUPIER_BRANDS_DIR: '/data/brands' }, '/srv/croupier')).toBe('/data/brands');
    expect(brandsDir({ CROUPIER_BRANDS_DIR: '../shared/brands' }, '/srv/croupier')).toBe(
      '/srv/shared/brands',
    );
  });
});
