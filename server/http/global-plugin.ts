import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * A plugin whose hooks and decorations reach every route of the server, not only the routes it
 * registers itself: what fastify-plugin does (Fastify's `skip-override`), without depending on
 * it. `name` is how Fastify names the plugin in its errors and its plugin tree.
 * @example export const faultsPlugin = globalPlugin('faults', async (app, options) => { ... });
 */
export function globalPlugin<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
