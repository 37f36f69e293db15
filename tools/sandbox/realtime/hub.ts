import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterCommit } from '../db/after-commit.ts';

/** One message for the subscribers of a channel. */
export interface Publication {
  channel: string;
  data: unknown;
}

export type PublicChannel = 'wins' | 'jackpots_changes';

/**
 * In-process publish/subscribe between the sandbox's domain code (wallet, bonuses, games) and
 * the Centrifugo-protocol WebSocket endpoint. Channel names follow API-SHAPES.md §3:
 * `public:<name>` and `<name>#<user>` (user-limited channels).
 */
export class RealtimeHub {
  private readonly listeners = new Set<(publication: Publication) => void>();

  constructor(private readonly secret: string) {}

  /** Registers a listener for every publication; returns the function that removes it. */
  listen(listener: (publication: Publication) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publishPublic(name: PublicChannel, data: unknown): void {
    this.emit({ channel: `public:${name}`, data });
  }

  publishPrivate(userId: number, name: string, data: unknown): void {
    this.emit({ channel: `${name}#${userId}`, data });
  }

  /** Connection token for a player (or an anonymous visitor when userId is null). */
  tokenFor(userId: number | null): string {
    const subject = userId === null ? '' : String(userId);
    return `${subject}.${this.sign(subject)}`;
  }

  /** The user a token was issued for ('' for anonymous), or null when the token is forged. */
  verify(token: string): string | null {
    const dot = token.lastIndexOf('.');
    if (dot < 0) return null;
    const subject = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.sign(subject));
    return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
  }

  private sign(subject: string): string {
    return createHmac('sha256', this.secret).update(subject).digest('base64url');
  }

  /** Published from inside a database transaction, a message leaves once the transaction has committed. */
  private emit(publication: Publication): void {
    afterCommit(() => {
      for (const listener of this.listeners) listener(publication);
    });
  }
}
