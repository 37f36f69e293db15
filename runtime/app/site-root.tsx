import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { getCurrentIpQueryOptions } from '../api/info.ts';
import { brandPages, getBrands } from '../config/load-brand.ts';
import { resolveContext } from '../context/resolve-context.ts';
import { sameSiteContext } from '../context/same-context.ts';
import { SiteContextProvider } from '../context/site-context-react.tsx';
import { usePlayer } from '../queries/player.ts';
import { useFlagsStore } from '../state/flags-store.ts';
import { applyTheme } from '../ui/apply-theme.ts';
import { useFeatureFlags } from './use-feature-flags.ts';
import { useDevice } from './use-device.ts';
import { usePageLocation } from '../context/page-request.tsx';
import { I18nGate } from './i18n-gate.tsx';
import { PageView } from './page-view.tsx';
import { Preloader } from './preloader.tsx';
import { SessionEffects } from './session-effects.tsx';

/**
 * Live configuration (runtime/dev/): `npm run dev` only. The condition is a build-time constant,
 * so that a production build has neither the component nor a chunk of it; unit tests leave it out.
 */
const LiveConfig =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazy(() => import('../dev/live-config.tsx'))
    : null;

/**
 * Resolves the site context of this page view (host → brand → country → licence → locale) and
 * renders the page once geo and the player are known.
 */
export function SiteRoot() {
  const { pathname } = useLocation();
  const device = useDevice();
  const { host } = usePageLocation();
  const geo = useQuery(getCurrentIpQueryOptions());
  const player = usePlayer();
  const localFlags = useFlagsStore((s) => s.overrides);
  const serverFlags = useFeatureFlags(player.data?.statuses);
  const brands = getBrands();

  const ready = !geo.isPending && !player.isPending;
  const resolved = useMemo(
    () =>
      resolveContext({
        host,
        pathname,
        geoCountry: geo.data?.country_code ?? null,
        user: player.data ?? null,
        brands,
        flags: serverFlags,
        localFlags,
        device,
        pagesOf: brandPages,
      }),
    [host, pathname, geo.data, player.data, brands, serverFlags, localFlags, device],
  );
  // A navigation that changes nothing in the context (a popup route over the same page) keeps
  // the same object: the widgets that read it do not render again.
  const [kept, keep] = useState(resolved);
  const context = kept === resolved || sameSiteContext(kept, resolved) ? kept : resolved;
  if (context !== kept) keep(context);

  const brand = brands.find((b) => b.id === context.brandId);
  useEffect(() => {
    if (brand) applyTheme(brand.theme);
  }, [brand]);

  if (!ready) return <Preloader />;
  return (
    <SiteContextProvider value={context}>
      <I18nGate locale={context.locale}>
        <SessionEffects />
        <PageView />
        {LiveConfig && (
          <Suspense fallback={null}>
            <LiveConfig />
          </Suspense>
        )}
      </I18nGate>
    </SiteContextProvider>
  );
}
