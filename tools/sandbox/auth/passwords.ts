import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// A low scrypt cost: the sandbox protects no real accounts, and logins must stay cheap for the
// bench (hundreds per second on two cores).
const COST = { N: 1024, r: 8, p: 1 } as const;

export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}:${scryptSync(password, salt, 32, COST).toString('base64url')}`;
}

export function passwordMatches(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const given = scryptSync(password, salt, 32, COST);
  const expected = Buffer.from(hash, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const newToken = (): string => randomBytes(20).toString('hex');

/** What the server keeps of a browser's secret cookie: never the secret itself. */
export const browserHash = (nonce: string): string => createHash('sha256').update(nonce).digest('hex');

/** A hash of a random password, checked against when no account has the e-mail. */
let decoyHash: string | undefined;

/**
 * Whether `password` is the one stored; with no stored hash (no such account) the same scrypt work
 * is done against a decoy, so that the answer's timing does not tell which e-mails have accounts.
 */
export function passwordVerifies(password: string, stored: string | undefined): boolean {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = passwordMatches(password, stored ?? decoyHash);
  return stored !== undefined && matches;
}
