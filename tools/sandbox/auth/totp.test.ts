// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp.ts';

/** RFC 6238 Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890". */
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = base32Encode(RFC_SEED);

describe('TOTP (RFC 6238, HMAC-SHA1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC 6238 test vector at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [9, '520489'],
  ])('gives the RFC 4226 HOTP test vector for counter %i', (counter, code) => {
    expect(hotp(RFC_SEED, counter)).toBe(code);
  });

  it('encodes base32 as authenticator apps read it, and decodes what a person types', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb-oi==')?.toString()).toBe('foobar');
    expect(base32Decode('not base32!')).toBeNull();
  });

  it('makes a new 160-bit secret each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts the code of now and of one period either side, and tells which period matched', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 60_000), now)).toBeNull();
  });

  it('never accepts a code of a period already used, nor an older one', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    const code = totpCode(RFC_SECRET, now);
    expect(matchTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now, step - 1)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now, step)).toBe(step + 1);
  });

  it('refuses anything that is not six digits', () => {
    const now = 1_700_000_000_000;
    const code = totpCode(RFC_SECRET, now);
    expect(matchTotp(RFC_SECRET, ` ${code}`, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, `${code}0`, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, '', now)).toBeNull();
    expect(matchTotp('!!', code, now)).toBeNull();
  });

  it('builds the otpauth URI an authenticator app scans', () => {
    const uri = new URL(
      otpauthUri({ issuer: 'Nova Casino', account: 'ann@example.com', secret: 'JBSWY3DPEHPK3PXP' }),
    );
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Nova Casino:ann@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Nova Casino',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
