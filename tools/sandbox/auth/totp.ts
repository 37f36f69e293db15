import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP, HMAC-SHA1): the codes of the
// authenticator apps (Google Authenticator, Authy, 1Password...) that the two-factor set-up pairs.

/** Seconds one code lasts (RFC 6238's default, what every authenticator app uses). */
export const TOTP_PERIOD_SECONDS = 30;
/** Digits of a code. */
export const TOTP_DIGITS = 6;
/** Codes of this many periods before and after now are accepted too: the phone's clock may drift. */
export const TOTP_DRIFT_STEPS = 1;
/** Bytes of a new secret: 160 bits, the HMAC-SHA1 block RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how otpauth URIs and manual entry carry the secret. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/**
 * Decodes base32 as a person may type it from the screen: any case, spaces, hyphens and `=` padding
 * ignored. Null when a character is not base32.
 */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index === -1) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new random secret, base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP_SECRET_BYTES));
}

/** The time step (counter) of a moment: whole periods since the Unix epoch. */
export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** RFC 4226 HOTP: the code of one counter value, zero-padded to `digits`. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', key).update(message).digest();
  // Dynamic truncation (RFC 4226 §5.3).
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The code an authenticator app shows at `atMs` for a base32 secret.
 * @example totpCode('JBSWY3DPEHPK3PXP', Date.now()) // '492039'
 */
export function totpCode(secret: string, atMs: number, digits = TOTP_DIGITS): string {
  const key = base32Decode(secret);
  if (!key || key.length === 0) throw new Error('The TOTP secret is not base32');
  return hotp(key, totpStep(atMs), digits);
}

/**
 * The time step whose code `code` is, within the drift window around `atMs` and after `lastStep`
 * (a code that was used once, or an older one, is never accepted again); null when none matches.
 * The comparison takes the same time whichever digit differs.
 */
export function matchTotp(
  secret: string,
  code: string,
  atMs: number,
  lastStep: number | null = null,
): number | null {
  const key = base32Decode(secret);
  if (!key || key.length === 0 || !new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const given = Buffer.from(code);
  const now = totpStep(atMs);
  let found: number | null = null;
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step += 1) {
    if (lastStep !== null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given) && found === null) found = step;
  }
  return found;
}

/**
 * The `otpauth://` URI an authenticator app reads from the QR code (Key Uri Format): the issuer
 * names the site in the app's list, the account says which login the code is for.
 * @example otpauthUri({ issuer: 'Nova Casino', account: 'ann@example.com', secret: 'JBSWY3DPEHPK3PXP' })
 */
export function otpauthUri({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString().replace(/\+/g, '%20')}`;
}
