// `npm run dev`: Vite with hot module replacement in front of the sandbox backend, one command.
// The sandbox (in memory) answers the API, the messages and the real-time socket; Vite serves the
// client from source. Open a brand's host on Vite's port, e.g. http://nova.localhost:5173/.
import { createServer, mergeConfig } from 'vite';
import { viteConfig } from '../../vite.config.ts';
import { brandsDir } from '../../server/site/brands-dir.ts';
import { loadBrands } from '../../server/site/resolve-site.ts';
import { buildServer } from '../sandbox/server.ts';
import { GALLERY_PATH, galleryDevPlugin } from '../gallery/dev-gallery.ts';
import { devProxy } from './dev-proxy.ts';

const port = Number(process.env.PORT ?? 5173);
// Live configuration: an edit under brands/ shows in open pages at once, a broken one as an overlay.
const sandbox = await buildServer({ memory: true, brandsDir: brandsDir(), liveConfig: true });
await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
const address = sandbox.app.server.address();
if (address === null || typeof address === 'string') throw new Error('the sandbox has no TCP address');
const target = `http://127.0.0.1:${address.port}`;

const vite = await createServer(
  mergeConfig(viteConfig(false), {
    configFile: false,
    server: { port, strictPort: true, host: '0.0.0.0', proxy: devProxy(target) },
    // The widget gallery at /_gallery, rendered with this sandbox's data (tools/gallery/).
    plugins: [galleryDevPlugin(sandbox.app)],
  }),
);
await vite.listen();

const hosts = loadBrands(brandsDir()).flatMap((brand) =>
  brand.hosts
    .filter((entry) => !entry.host.startsWith('*.'))
    .map((entry) => `  ${brand.id.padEnd(6)} http://${entry.host}:${port}/   (${entry.kind})`),
);
console.info(
  [
    'Croupier dev: Vite (hot reload) in front of the sandbox backend',
    ...hosts,
    `  widget gallery http://localhost:${port}${GALLERY_PATH}`,
    `  sandbox API ${target} (in memory; admin token ${sandbox.adminToken})`,
  ].join('\n'),
);

async function shutdown(): Promise<void> {
  await vite.close();
  await sandbox.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
