import { describe, expect, it } from 'vitest';
import { defaultAffiliateId } from './affiliate.ts';

describe('default affiliate id', () => {
  it.each([
    ['https://www.google.com/search?q=casino', 241],
    ['https://www.bing.com/', 241],
    ['https://search.yahoo.co.jp/', 241],
    ['https://news.example.com/google-review', 122],
    ['not a url', 122],
    ['', 122],
    [null, 122],
  ])('gives a visitor referred by %j the id %i', (referrer, id) => {
    expect(defaultAffiliateId(referrer)).toBe(id);
  });
});
