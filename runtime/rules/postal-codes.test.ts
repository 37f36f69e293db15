import { describe, expect, it } from 'vitest';
import { isValidPostalCode, POSTAL_CODE_PATTERNS, stateFromPostalCode } from './postal-codes.ts';

/** Per country: codes its players really have, and near misses the form must refuse. */
const CODES_BY_COUNTRY: Readonly<Record<string, { valid: string[]; invalid: string[] }>> = {
  CA: { valid: ['M5V 2T6', 'm5v2t6', 'H2X-1Y4'], invalid: ['12345', 'M5V 2T', 'M5V  2T6', '5MV 2T6'] },
  AU: { valid: ['2000', '0800'], invalid: ['200', '20000', '2OOO'] },
  NZ: { valid: ['6011', '0610'], invalid: ['601', '60111'] },
  DE: { valid: ['10115', '01067'], invalid: ['1011', '101155', 'D-10115'] },
  AT: { valid: ['1010', '8010'], invalid: ['101', '10100'] },
  CH: { valid: ['8001', '1200'], invalid: ['800', '80010', 'CH-8001'] },
  IT: { valid: ['00184', '20121'], invalid: ['0018', '001844'] },
  EE: { valid: ['10111', '51014'], invalid: ['1011', '101110'] },
  NO: { valid: ['0150', '5003'], invalid: ['015', '01500'] },
  JP: { valid: ['100-0001', '1000001'], invalid: ['100-001', '10-00001', '100 0001'] },
  IE: {
    valid: ['D02 X285', 'd02x285', 'D6W 1234', 'A65 F4E2'],
    invalid: ['D02 X28', 'D0 X2850', 'DD2 X285', '102 X285', 'D02-X285'],
  },
  US: { valid: ['90210', '90210-1234'], invalid: ['9021', '90210-123', '90210 1234', '902101234'] },
  GB: {
    valid: ['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'w1a0ax', 'EC1A 1BB'],
    invalid: ['SW1A 1A', '1AA SW1', 'SW1A 11A', 'SWAA 1AA', 'M1  1AE'],
  },
  BR: { valid: ['01310-100', '01310100'], invalid: ['01310-10', '0131-0100', '01310 100'] },
};

describe('postal codes (spec §5)', () => {
  it('has a table for every country with its own pattern', () => {
    expect(Object.keys(CODES_BY_COUNTRY).sort()).toEqual(Object.keys(POSTAL_CODE_PATTERNS).sort());
  });

  describe.each(Object.entries(CODES_BY_COUNTRY))('in %s', (country, { valid, invalid }) => {
    it.each(valid)('accepts %j', (code) => {
      expect(isValidPostalCode(country, code)).toBe(true);
    });
    it.each(invalid)('refuses %j', (code) => {
      expect(isValidPostalCode(country, code)).toBe(false);
    });
  });

  it.each([
    ['FR', '75001', true],
    ['NL', '1012 AB', true],
    ['PL', '00-950', true],
    ['FR', '!', false],
    ['FR', '7', false],
    ['FR', '75001-75001', false],
    ['FR', '-75001', false],
    ['', '75001', true],
  ])(
    'takes any plain code of 2 to 10 letters, digits, spaces or dashes in %j: %j → %s',
    (country, code, valid) => {
      expect(isValidPostalCode(country, code)).toBe(valid);
    },
  );

  it('reads the country in any case and ignores spaces around the code', () => {
    expect(isValidPostalCode('ca', ' M5V 2T6 ')).toBe(true);
    expect(isValidPostalCode('gb', 'sw1a 1aa')).toBe(true);
    expect(isValidPostalCode('ca', '12345')).toBe(false);
  });

  it.each([
    ['CA', 'M5V 2T6', 'ON'],
    ['CA', 'h2x 1y4', 'QC'],
    ['CA', 'V6B 1A1', 'BC'],
    ['CA', 'Z1Z 1Z1', null],
    ['ca', ' t2p 1j9', 'AB'],
    ['AU', '2000', 'NSW'],
    ['AU', '2600', 'ACT'],
    ['AU', '3000', 'VIC'],
    ['AU', '4000', 'QLD'],
    ['AU', '5000', 'SA'],
    ['AU', '6000', 'WA'],
    ['AU', '7000', 'TAS'],
    ['AU', '0800', 'NT'],
    ['AU', 'abc', null],
    ['DE', '10115', null],
    ['US', '90210', null],
  ])('fills the state of %s %j as %j', (country, code, state) => {
    expect(stateFromPostalCode(country, code)).toBe(state);
  });
});
