import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

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
