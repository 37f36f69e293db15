import { describe, expect, it } from 'vitest';
import { isFinalAnswer } from './final-answer.ts';

describe('isFinalAnswer', () => {
  it('counts a success or a refusal as final, a server error or a "try again" as not', () => {
    for (const status of [200, 201, 204, 400, 401, 403, 404, 413, 415, 422])
      expect(isFinalAnswer(status)).toBe(true);
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504, 524])
      expect(isFinalAnswer(status)).toBe(false);
  });
});
