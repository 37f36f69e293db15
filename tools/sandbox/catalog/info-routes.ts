import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSite, loadBrands, type Site } from '../../../server/site/resolve-site.ts';
import type { Catalog } from './catalog.ts';
import { clientContext } from './client-context.ts';
import { defaultCurrencyOf } from './countries.ts';

/** SPEC §1: EE only on a main production host, here decided by geo (the player's licence_name is the server core's). */
export function licenceOf(site: Site): 'CW' | 'EE' {
  return site.mainProduction && site.country === 'EE' ? 'EE' : 'CW';
}

/** request.site when `registerSite` ran, else resolved on the spot. */
export function siteOf(request: FastifyRequest, brandsDir: string): Site {
  return (request.site as Site | null) ?? resolveSite(request, loadBrands(brandsDir));
}

/** GET /api/info/*, /api/current_ip and /client-context. */
export function registerInfoRoutes(app: FastifyInstance, catalog: Catalog, brandsDir: string): void {
  app.get('/api/info/player_fields', async () => catalog.playerFields);
  app.get('/api/info/statuses', async () => catalog.statuses);
  app.get('/api/info/countries', async () => catalog.countries);
  app.get('/api/info/currencies', async () => catalog.currencies);
  app.get('/api/info/crypto_exchange_rates', async () => catalog.cryptoExchangeRates);
  app.get('/api/info/locales', async (request) => {
    const enabled: readonly string[] = siteOf(request, brandsDir).brand.locales;
    return catalog.locales.filter((locale) => enabled.includes(locale.code));
  });
  app.get('/api/info/project', async (request) => {
    const site = siteOf(request, brandsDir);
    return {
      apps: { casino: true, sportsbook: site.brand.bettingHost !== undefined },
      license: licenceOf(site),
      player_two_factor_auth: true,
      // The client speaks the current Centrifugo protocol (centrifuge 5), i.e. the notification-center flow.
      notification_center: { inbox: {}, new_realtime_notifications_flow_enabled: true },
      brand: site.brand.id,
      name: site.brand.name,
    };
  });
  app.get('/api/current_ip', async (request) => {
    const { country } = siteOf(request, brandsDir);
    return {
      ip: request.ip,
      country_code: country,
      region_code: null,
      default_currency: defaultCurrencyOf(country),
    };
  });
  const context = async (request: FastifyRequest) =>
    clientContext(String(request.headers['user-agent'] ?? ''));
  app.get('/client-context', context);
  app.get('/api-fe/client-context', context);
}
