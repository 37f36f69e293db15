import { relative } from 'node:path';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { InvalidJsonFileError } from '../../../server/site/json-file-cache.ts';
import { BrandContent } from '../../../server/site/brand-content.ts';
import type { Catalog } from './catalog.ts';
import { registerContentRoutes } from './content-routes.ts';
import { registerGameRoutes } from './game-routes.ts';
import { registerInfoRoutes } from './info-routes.ts';
import { registerPromotionRoutes, type PromotionRouteOptions } from './promotion-routes.ts';

export interface CatalogPluginOptions extends PromotionRouteOptions {
  catalog: Catalog;
  /** The brands/ folder (brand.json, cms/, messages/, assets/ per brand, `_base` defaults). */
  brandsDir: string;
}

/**
 * The read-only part of the sandbox API: games, promotions, info, CMS, messages and artwork.
 * Register `registerSite(app, brandsDir)` on the root instance first so that `request.site` is set.
 */
export const catalogPlugin: FastifyPluginAsync<CatalogPluginOptions> = async (
  app: FastifyInstance,
  options: CatalogPluginOptions,
) => {
  const { catalog, brandsDir } = options;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof InvalidJsonFileError) {
      // A content manager's half-saved file: the log, and in development the answer, say which
      // one; a production answer names no file of the server.
      const file = relative(brandsDir, error.file);
      request.log.warn({ file, reason: error.reason }, 'invalid JSON in brands/');
      if (app.production) return reply.code(500).send({ error: 'invalid_json' });
      return reply.code(500).send({ error: 'invalid_json', file, message: `${file}: ${error.reason}` });
    }
    return reply.send(error);
  });
  registerGameRoutes(app, catalog);
  registerPromotionRoutes(app, catalog, options);
  registerInfoRoutes(app, catalog, brandsDir);
  registerContentRoutes(app, new BrandContent(brandsDir), brandsDir);
};
