import { describe, expect, it } from 'vitest';
import {
  ApiError,
  DEFAULT_RETRY_AFTER_SECONDS,
  errorBodyMessage,
  errorCode,
  fieldErrorsOf,
  firstMessage,
  NetworkError,
  RateLimitedError,
  retryAfterSeconds,
  validationErrors,
} from './errors.ts';

const failure = (status: number, body: unknown) =>
  new ApiError({ status, statusText: '', body, url: '/api/x', method: 'POST' });

describe('validationErrors', () => {
  it('reads the errors of a 422 answer', () => {
    expect(validationErrors(failure(422, { errors: { email: ['is taken'] } }))).toEqual({
      email: ['is taken'],
    });
  });

  it('reads the errors of a bare body that a call rethrew (the two-factor step)', () => {
    expect(validationErrors({ errors: { otp_attempt: 'Enter the code' } })).toEqual({
      otp_attempt: 'Enter the code',
    });
  });

  it('finds nothing in a network error, a text body or a body without errors', () => {
    const request = { url: '/api/x', method: 'POST' };
    expect(validationErrors(new NetworkError(new TypeError('offline'), request))).toBeNull();
    expect(validationErrors(failure(500, 'Internal Server Error'))).toBeNull();
    expect(validationErrors(failure(401, { error: 'unauthorized' }))).toBeNull();
    expect(validationErrors(null)).toBeNull();
    expect(validationErrors('failed')).toBeNull();
  });
});

describe('firstMessage', () => {
  it('takes the first of several messages, or the only one', () => {
    expect(firstMessage(['is taken', 'is too short'])).toBe('is taken');
    expect(firstMessage('is taken')).toBe('is taken');
    expect(firstMessage([])).toBeUndefined();
    expect(firstMessage(undefined)).toBeUndefined();
  });
});

describe('errorBodyMessage', () => {
  it('reads a sentence the server sent outside any field', () => {
    expect(errorBodyMessage(failure(401, { error: 'Invalid email or password.' }))).toBe(
      'Invalid email or password.',
    );
    expect(errorBodyMessage({ error: 'Your account is locked.' })).toBe('Your account is locked.');
  });

  it('ignores bare codes, other shapes and errors without a body', () => {
    expect(errorBodyMessage(failure(401, { error: 'unauthorized' }))).toBeNull();
    expect(errorBodyMessage(failure(500, 'Internal Server Error'))).toBeNull();
    expect(errorBodyMessage(failure(422, { error: { email: 'x' } }))).toBeNull();
    expect(errorBodyMessage(new Error('Request failed with a long message'))).toBeNull();
  });
});

describe('fieldErrorsOf', () => {
  it("puts each field's first message under it and keeps everything else apart, in order", () => {
    const errors = {
      email: ['has already been taken', 'is invalid'],
      base: 'Registration is closed in your country',
      password: [],
      currency: 'is not available',
    };
    expect(fieldErrorsOf(failure(422, { errors }), ['email', 'password'])).toEqual({
      fields: { email: 'has already been taken' },
      other: [
        { key: 'base', message: 'Registration is closed in your country' },
        { key: 'currency', message: 'is not available' },
      ],
      errors,
    });
  });

  it('maps server keys to form fields, and never drops a second key of the same field', () => {
    const found = fieldErrorsOf(
      failure(422, { errors: { 'player.city': ["can't be blank"], city: ['is too long'], code: 'x' } }),
      (key) => (key.replace(/^player\./, '') === 'city' ? 'city' : undefined),
    );
    expect(found?.fields).toEqual({ city: "can't be blank" });
    expect(found?.other).toEqual([
      { key: 'city', message: 'is too long' },
      { key: 'code', message: 'x' },
    ]);
  });

  it('is null when the failure holds no field errors', () => {
    expect(fieldErrorsOf(failure(500, null), ['email'])).toBeNull();
    expect(fieldErrorsOf(new Error('boom'), ['email'])).toBeNull();
  });
});

describe('the wait of a 429', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');

  it('is the Retry-After seconds, or the time until its date', () => {
    expect(retryAfterSeconds('840', null, now)).toBe(840);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 10:02:00 GMT', null, now)).toBe(120);
  });

  it("falls back to the body's retry_after, then to a minute, and is never below one second", () => {
    expect(retryAfterSeconds(null, { retry_after: 30 }, now)).toBe(30);
    expect(retryAfterSeconds('soon', { retry_after: 12.2 }, now)).toBe(13);
    expect(retryAfterSeconds(null, 'Too Many Requests', now)).toBe(DEFAULT_RETRY_AFTER_SECONDS);
    expect(retryAfterSeconds('0', null, now)).toBe(1);
  });

  it('is carried by the error the client throws', () => {
    const error = new RateLimitedError({
      status: 429,
      statusText: 'Too Many Requests',
      body: { error: 'rate_limited', retry_after: 600 },
      url: '/api/users/sign_in',
      method: 'POST',
      retryAfter: '600',
    });
    expect(error.retryAfterSeconds).toBe(600);
    expect(errorCode(error)).toBe('rate_limited');
  });
});

describe('errorCode', () => {
  it("reads the body's error code, from an HTTP error or a rethrown body", () => {
    expect(errorCode(failure(422, { error: 'two_factor_ended', errors: {} }))).toBe('two_factor_ended');
    expect(errorCode({ error: 'two_factor_ended' })).toBe('two_factor_ended');
    expect(errorCode(new NetworkError(new Error('x'), { url: '/', method: 'GET' }))).toBeNull();
  });
});
