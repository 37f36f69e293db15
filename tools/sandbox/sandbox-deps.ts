import type { FastifyRequest } from 'fastify';
import type { Database } from './db/database.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { Catalog } from './catalog/catalog.ts';
import type { PlayerCache } from './http/player-cache.ts';

export type { Catalog };

/** What every route module of the server core needs. */
export interface SandboxDeps {
  db: Database;
  hub: RealtimeHub;
  catalog: Catalog;
  /** Sessions and GET /api/player answers, cleared by the database on every change. */
  cache: PlayerCache;
  /** Country of the request (geo per host, or the sandbox override). */
  countryOf(request: FastifyRequest): string;
  /**
   * Origin of the links in mails sent for this request, from the brand host entry that names its
   * Host exactly (`outbox.ts` `mailOrigin`); null, with a logged warning, for any other host.
   */
  mailOrigin(request: FastifyRequest): string | null;
}
