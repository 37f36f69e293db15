import { describe, expect, it } from 'vitest';
import { consentGiven, consentRequired } from './consent.ts';

describe('consent', () => {
  it.each([
    ['EE', 'EE', true],
    ['EE', 'CA', true],
    ['CW', 'DE', true],
    ['CW', 'no', true],
    ['CW', 'GB', true],
    ['CW', 'CA', false],
    ['CW', 'AU', false],
    ['CW', 'NZ', false],
  ] as const)('under the %s licence for a visitor from %s is required: %s', (licence, country, required) => {
    expect(consentRequired({ licence, country })).toBe(required);
  });

  it('counts only the accepted value of the consent cookie', () => {
    expect(consentGiven('1')).toBe(true);
    expect(consentGiven('0')).toBe(false);
    expect(consentGiven(null)).toBe(false);
  });
});
