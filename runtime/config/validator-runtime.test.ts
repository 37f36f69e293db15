import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { equal, ucs2length } from './validator-runtime.ts';

describe('validator runtime', () => {
  it('counts an emoji as one character, like JSON Schema minLength does', () => {
    expect(ucs2length('🎰ab')).toBe(3);
    expect(ucs2length('')).toBe(0);
  });

  it('compares JSON values deeply', () => {
    expect(equal({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(equal({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(equal([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(equal({ a: 1 }, { b: 1 })).toBe(false);
    expect(equal(null, {})).toBe(false);
  });

  it('finds every JSON value equal to its copy, symmetrically to any other value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(equal(a, structuredClone(a))).toBe(true);
        expect(equal(a, b)).toBe(equal(b, a));
      }),
    );
  });
});
