import { describe, expect, it } from 'vitest';
import { isValidPostalCode, stateFromPostalCode } from './postal-codes.ts';

describe('postal codes', () => {
  it.each([
    ['CA', 'M5V 2T6', true],
    ['CA', 'm5v2t6', true],
    ['CA', '12345', false],
    ['AU', '2000', true],
    ['AU', '200', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['AT', '1010', true],
    ['IE', 'D02 X285', true],
    ['JP', '100-0001', true],
    ['NO', '0150', true],
    ['EE', '10111', true],
    ['FR', '75001', true],
    ['FR', '!', false],
  ])('%s %j is valid: %s', (country, code, valid) => {
    expect(isValidPostalCode(country, code)).toBe(valid);
  });

  it.each([
    ['CA', 'M5V 2T6', 'ON'],
    ['CA', 'h2x 1y4', 'QC'],
    ['CA', 'V6B 1A1', 'BC'],
    ['CA', 'Z1Z 1Z1', null],
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
  ])('fills the state of %s %j as %j', (country, code, state) => {
    expect(stateFromPostalCode(country, code)).toBe(state);
  });
});
