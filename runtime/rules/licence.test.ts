import { describe, expect, it } from 'vitest';
import { isEstonia, resolveLicence } from './licence.ts';

describe('resolveLicence', () => {
  it.each([
    [true, null, 'CA', 'CW'],
    [true, null, 'EE', 'EE'],
    [true, null, 'ee', 'EE'],
    [true, 'EE', 'CA', 'EE'],
    [true, 'CW', 'EE', 'CW'],
    [true, 'ee', 'CA', 'EE'],
    [true, 'MGA', 'EE', 'EE'],
    [true, '', 'CA', 'CW'],
    [false, 'EE', 'EE', 'CW'],
    [false, null, 'EE', 'CW'],
  ] as const)(
    'main production %s, player licence %j, country %s → %s',
    (mainProduction, userLicence, country, licence) => {
      expect(resolveLicence({ mainProduction, userLicence, country })).toBe(licence);
    },
  );
});

describe('isEstonia', () => {
  it('detects Estonia by country code only', () => {
    expect(isEstonia('EE')).toBe(true);
    expect(isEstonia('ee')).toBe(true);
    expect(isEstonia('ET')).toBe(false);
  });
});
