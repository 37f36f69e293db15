import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { sessionByToken, type SessionLimits } from '../limits/session-limits.ts';
import { unauthorized } from '../../../server/http/http-error.ts';
import type { PlayerCache } from './player-cache.ts';

export const SESSION_COOKIE = 'croupier_session';
/** What `startSession` writes (base64url); anything else in the cookie was never ours. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

/** The request's session token when it is well-formed: a forged one (`%00`...) never reaches SQL. */
function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token !== undefined && SESSION_TOKEN.test(token) ? token : undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in player, or null for a guest (resolved from the session cookie). */
    playerId: number | null;
  }
}

/** What resolving a session needs: the database, its cache and the session-limit enforcer. */
export interface SessionContext {
  db: Database;
  cache: PlayerCache;
  limits: SessionLimits;
}

/**
 * Resolves the session cookie of every request; a stale or forged token is just a guest. A session
 * whose session limit is reached ends here (the call is a guest's: 401 where a player is needed).
 */
export async function resolveSession(context: SessionContext, request: FastifyRequest): Promise<void> {
  const token = sessionToken(request);
  request.playerId = null;
  if (!token) return;
  const session = await context.cache.session(token, () => sessionByToken(context.db, token));
  if (!session) return;
  if (session.endsAt !== null && Date.now() >= session.endsAt) {
    await context.limits.endExpired();
    return;
  }
  request.playerId = session.playerId;
}

/** The logged-in player's id; otherwise a 401 `{ error: "unauthorized" }`. */
export function requirePlayer(request: FastifyRequest): number {
  if (request.playerId === null) throw unauthorized();
  return request.playerId;
}

export async function startSession(db: Queryable, reply: FastifyReply, playerId: number): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  await db.query('INSERT INTO sessions (token, player_id) VALUES ($1, $2)', [token, playerId]);
  await db.query('UPDATE players SET current_sign_in_at = now() WHERE id = $1', [playerId]);
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/' });
}

export async function endSession(db: Queryable, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(request);
  if (token) await db.query('DELETE FROM sessions WHERE token = $1', [token]);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
