import { describe, expect, it } from 'vitest';
import { isNotificationExpired, NOTIFICATION_EXPIRY_MS, translationBucket } from './timing.ts';

describe('timing rules', () => {
  it('changes the translation cache bucket every five minutes', () => {
    expect(translationBucket(0)).toBe(0);
    expect(translationBucket(299_999)).toBe(0);
    expect(translationBucket(300_000)).toBe(1);
  });

  it('expires a stored notification two hours after it arrived', () => {
    const at = Date.UTC(2026, 0, 1);
    expect(isNotificationExpired(at, at + NOTIFICATION_EXPIRY_MS - 1)).toBe(false);
    expect(isNotificationExpired(at, at + 2 * 60 * 60 * 1000)).toBe(true);
  });
});
