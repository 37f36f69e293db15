import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withoutSchemaKey } from '../../../server/site/json-file-cache.ts';
import { cookieValue } from '../../../server/site/resolve-site.ts';
import { ARTWORK_KINDS, drawArtwork, type ArtworkKind } from './artwork.ts';
import type { BrandContent } from '../../../server/site/brand-content.ts';
import { ConfigProblemsLog } from './config-problems-log.ts';
import { siteOf } from './info-routes.ts';
import { DB_INTEGER_MAX, siteQueryProperties } from '../http/route-schemas.ts';

const ONE_DAY_S = 86_400;
const BRAND_ID = /^[a-z][a-z0-9-]*$/;
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** A path segment or wildcard tail of the content URLs: names, slugs, file names. */
const segment = { type: 'string', maxLength: 200 } as const;
const pathParams = <const Names extends readonly string[]>(...names: Names) => ({
  type: 'object',
  additionalProperties: false,
  required: names,
  properties: Object.fromEntries(names.map((name) => [name, segment])) as Record<
    Names[number],
    typeof segment
  >,
});

/** `?l=` (the client) or `?locale=` of the CMS calls. */
const cmsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...siteQueryProperties,
    l: { type: 'string', maxLength: 16 },
    locale: { type: 'string', maxLength: 16 },
  },
} as const;

/** `POST …/config/managers`: the player's groups (ids as numbers or strings, API-SHAPES). */
const managersBody = {
  type: 'object',
  additionalProperties: false,
  required: ['userGroups'],
  properties: {
    userGroups: {
      type: 'array',
      maxItems: 100,
      items: { type: ['string', 'integer'], maxLength: 16, minimum: 0, maximum: DB_INTEGER_MAX },
    },
  },
} as const;

type ArtworkRoute = { Params: { kind: string; '*': string } };
type BrandAssetRoute = { Params: { brand: string; '*': string } };

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).send({ error: 'not_found', message });
}

/** The locale of a CMS call: `?l=`, then the SSR `locale` cookie, then en. */
function localeOf(request: FastifyRequest): string {
  const query = request.query as { l?: unknown; locale?: unknown };
  const fromQuery =
    typeof query.l === 'string' ? query.l : typeof query.locale === 'string' ? query.locale : '';
  return fromQuery || cookieValue(request.headers.cookie, 'locale') || 'en';
}

/** CMS config and pages, messages, generated artwork and brand assets. */
export function registerContentRoutes(
  app: FastifyInstance,
  content: BrandContent,
  brandsDir: string,
  problems = new ConfigProblemsLog(),
): void {
  const brandOf = (request: FastifyRequest) => siteOf(request, brandsDir).brand.id;

  const config = async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    const { name } = request.params;
    const source = content.configSource(brandOf(request), name);
    if (source === undefined) return notFound(reply, `config ${name} not found`);
    // Served as written: the client leaves out what is broken; the log tells the content manager.
    await problems.check(request.log, relative(dirname(brandsDir), source.file), name, source.value);
    return withoutSchemaKey(source.value);
  };
  const configSchema = { schema: { params: pathParams('name') } };
  app.get('/api/fe/config/:name', configSchema, config);
  app.get('/api-fe/config/:name', configSchema, config);

  // SPEC §6: a VIP manager is looked up by the player's groups in the `managers` config document.
  const managers = async (request: FastifyRequest) => {
    const groups = ((request.body ?? {}) as { userGroups?: unknown }).userGroups;
    const wanted = new Set((Array.isArray(groups) ? groups : []).map(String));
    const list = content.config(brandOf(request), 'managers');
    const found = Array.isArray(list)
      ? list.find((manager: { groupId?: unknown }) => wanted.has(String(manager.groupId)))
      : undefined;
    return found ?? {};
  };
  const managersSchema = { schema: { body: managersBody } };
  app.post('/api/fe/config/managers', managersSchema, managers);
  app.post('/api-fe/config/managers', managersSchema, managers);

  const cms = { schema: { querystring: cmsQuery } };
  app.get('/api/cms/pages', cms, async (request) => content.pageList(brandOf(request), localeOf(request)));
  const pageSchema = { schema: { querystring: cmsQuery, params: pathParams('*') } };
  app.get<{ Params: { '*': string } }>('/api/cms/pages/*', pageSchema, async (request, reply) => {
    const slug = request.params['*'].replace(/^\/+|\/+$/g, '');
    const page = content.page(brandOf(request), slug, localeOf(request));
    return page ?? notFound(reply, `page ${slug} not found`);
  });
  app.get('/api/cms/snippets', cms, async (request) =>
    content.entries(brandOf(request), 'snippets', localeOf(request)),
  );
  app.get('/api/cms/files', cms, async (request) =>
    content.entries(brandOf(request), 'files', localeOf(request)),
  );

  const messagesSchema = { schema: { params: pathParams('file') } };
  app.get<{ Params: { file: string } }>('/messages/:file', messagesSchema, async (request, reply) => {
    const match = /^(.+)\.json$/.exec(request.params.file);
    const messages = match?.[1] === undefined ? undefined : content.messages(brandOf(request), match[1]);
    if (messages === undefined) return notFound(reply, `no messages for ${request.params.file}`);
    return reply.header('cache-control', 'no-cache').send(messages);
  });

  const artwork = { schema: { params: pathParams('kind', '*') } };
  app.get<ArtworkRoute>('/assets/generated/:kind/*', artwork, async (request, reply) => {
    const kind = request.params.kind as ArtworkKind;
    const path = request.params['*'];
    if (!ARTWORK_KINDS.includes(kind) || !path.endsWith('.svg')) return notFound(reply, 'no such artwork');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', `public, max-age=${ONE_DAY_S}`)
      .send(drawArtwork(kind, path.slice(0, -'.svg'.length), siteOf(request, brandsDir).brand.theme));
  });

  const brandAsset = { schema: { params: pathParams('brand', '*') } };
  app.get<BrandAssetRoute>('/assets/brand/:brand/*', brandAsset, async (request, reply) => {
    const { brand } = request.params;
    const root = join(brandsDir, brand, 'assets');
    const file = normalize(join(root, request.params['*']));
    if (!BRAND_ID.test(brand) || !file.startsWith(root + sep)) return notFound(reply, 'no such asset');
    try {
      if (!(await stat(file)).isFile()) return notFound(reply, 'no such asset');
      return reply
        .header('content-type', CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
        .header('cache-control', 'no-cache')
        .send(await readFile(file));
    } catch {
      return notFound(reply, 'no such asset');
    }
  });
}
