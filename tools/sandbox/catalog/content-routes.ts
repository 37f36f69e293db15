import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withoutSchemaKey } from '../site/json-file-cache.ts';
import { cookieValue } from '../site/resolve-site.ts';
import { ARTWORK_KINDS, drawArtwork, type ArtworkKind } from './artwork.ts';
import type { BrandContent } from './brand-content.ts';
import { ConfigProblemsLog } from './config-problems-log.ts';
import { siteOf } from './info-routes.ts';

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
    await problems.check(relative(dirname(brandsDir), source.file), name, source.value);
    return withoutSchemaKey(source.value);
  };
  app.get('/api/fe/config/:name', config);
  app.get('/api-fe/config/:name', config);

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
  app.post('/api/fe/config/managers', managers);
  app.post('/api-fe/config/managers', managers);

  app.get('/api/cms/pages', async (request) => content.pageList(brandOf(request), localeOf(request)));
  app.get<{ Params: { '*': string } }>('/api/cms/pages/*', async (request, reply) => {
    const slug = request.params['*'].replace(/^\/+|\/+$/g, '');
    const page = content.page(brandOf(request), slug, localeOf(request));
    return page ?? notFound(reply, `page ${slug} not found`);
  });
  app.get('/api/cms/snippets', async (request) =>
    content.entries(brandOf(request), 'snippets', localeOf(request)),
  );
  app.get('/api/cms/files', async (request) => content.entries(brandOf(request), 'files', localeOf(request)));

  app.get<{ Params: { file: string } }>('/messages/:file', async (request, reply) => {
    const match = /^(.+)\.json$/.exec(request.params.file);
    const messages = match?.[1] === undefined ? undefined : content.messages(brandOf(request), match[1]);
    if (messages === undefined) return notFound(reply, `no messages for ${request.params.file}`);
    return reply.header('cache-control', 'no-cache').send(messages);
  });

  app.get<{ Params: { kind: string; '*': string } }>('/assets/generated/:kind/*', async (request, reply) => {
    const kind = request.params.kind as ArtworkKind;
    const path = request.params['*'];
    if (!ARTWORK_KINDS.includes(kind) || !path.endsWith('.svg')) return notFound(reply, 'no such artwork');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', `public, max-age=${ONE_DAY_S}`)
      .send(drawArtwork(kind, path.slice(0, -'.svg'.length)));
  });

  app.get<{ Params: { brand: string; '*': string } }>('/assets/brand/:brand/*', async (request, reply) => {
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
