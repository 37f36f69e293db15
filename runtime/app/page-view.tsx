import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useBrand } from '../config/use-brand.ts';
import { layoutQueryOptions } from './boot-data.ts';
import { useSiteContext } from '../context/site-context-react.tsx';
import { resolveLocale } from '../context/resolve-context.ts';
import { useGameGuardStore } from '../state/game-guard-store.ts';
import {
  useHashActions,
  usePagePresence,
  usePromoCodeActions,
  usePwaInstallQuery,
  popupName,
  useRouteResolution,
  type RouteResolution,
} from '../routing/index.ts';
import { Slot } from '../slots/slot.tsx';
import { ServerRedirect } from '../ssr/server-redirect.ts';
import { bus } from '../state/event-bus.ts';
import { useModalStore } from '../state/modal-store.ts';
import { useApplyDepositCode } from './use-apply-deposit-code.ts';
import { useProfileCompleteness } from './use-profile-completeness.ts';
import { GlobalLoader } from './global-loader.tsx';
import { ModalHost } from './modal-host.tsx';
import { RestrictedWarning } from './restricted-warning.tsx';
import { SeoHead } from './seo-head.tsx';
import { ToastHost } from './toast-host.tsx';
import { useTranslation } from 'react-i18next';
import { useWarmPopups } from './warm-popups.ts';

function useLayout(brandId: string, layoutId: string) {
  return useQuery(layoutQueryOptions(brandId, layoutId));
}

/**
 * Widgets of a page's main slot rendered with the first view: a phone shows about three
 * (a banner and two rows). The others, and the footer, mount as the player nears them or when
 * the browser is idle (DeferredEntry), so the first view renders without the rest of the page.
 */
const FIRST_VIEW_ENTRIES = 3;

function layoutIdOf(resolution: RouteResolution): string {
  return resolution.kind === 'render' ? resolution.layout : 'not-found';
}

/** The page for the current URL: route → layouts → slots, inside the shell. */
export function PageView() {
  const ctx = useSiteContext();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = useBrand();
  const enabledLocales = brand?.locales ?? ['en'];
  const defaultLocale = resolveLocale('/', ctx.country, enabledLocales).locale;
  const presence = usePagePresence();
  const limitReached = useGameGuardStore((store) => store.limitReached);
  const openModal = useModalStore((s) => s.open);
  const applyDepositCode = useApplyDepositCode();
  const profile = useProfileCompleteness();

  const resolution = useRouteResolution({
    auth: ctx.auth,
    restriction: ctx.restriction,
    enabledLocales,
    defaultLocale,
    features: ctx.features,
    ...presence,
    limitReached,
    profileIncomplete: profile.incomplete,
  });

  useHashActions(
    { bettingHost: ctx.bettingHost, auth: ctx.auth, restriction: ctx.restriction },
    {
      openModal: (name, params) => openModal(name, params),
      openChat: () => bus.emit('open-chat'),
      navigate: (to, options) => void navigate(to, options),
    },
  );
  const page = resolution.kind === 'render' ? resolution : null;
  usePromoCodeActions(
    {
      routeName: page?.route.name ?? null,
      auth: ctx.auth,
      localePrefix: resolution.kind === 'redirect' ? '' : resolution.localePrefix,
    },
    { navigate: (to, options) => void navigate(to, options), applyDepositCode },
  );
  usePwaInstallQuery(
    { lobby: page?.lobby ?? false, localePrefix: page?.localePrefix ?? '' },
    {
      showInstallInstructions: () => openModal('pwa-install'),
      navigate: (to, options) => void navigate(to, options),
    },
  );

  // Popup routes render their page with the popup open over it. A cashbox popup waits until the
  // profile check is known, so that personal-info never opens on top of a cashbox.
  const waitForProfile = !profile.known;
  const modal =
    resolution.kind === 'redirect' || (page?.route.cashbox && waitForProfile) ? undefined : page?.modal;
  useEffect(() => {
    if (modal) openModal(popupName(modal), { ...modal.params, closeTo: modal.closeTo });
  }, [modal, openModal]);
  const redirectModal = resolution.kind === 'redirect' && !waitForProfile ? resolution.modal : undefined;
  useEffect(() => {
    if (redirectModal)
      openModal(popupName(redirectModal), { ...redirectModal.params, closeTo: redirectModal.closeTo });
  }, [redirectModal, openModal]);

  const serverRedirect = useContext(ServerRedirect);
  const shell = useLayout(ctx.brandId, 'shell');
  const layoutId = layoutIdOf(resolution);
  const pageLayout = useLayout(ctx.brandId, layoutId);
  const modals = useLayout(ctx.brandId, 'modals');
  useWarmPopups(modals.data, presence, ctx.auth === 'player');

  // Popups and toasts outlive a redirect (a sign-up popup shows its success step while the
  // guest-only route gives way), so they stay at the same place in the tree.
  const overlays = (
    <>
      <GlobalLoader />
      <ModalHost layout={modals.data} />
      <ToastHost />
    </>
  );
  if (resolution.kind === 'redirect') {
    // On the server: the answer is an HTTP redirect, unless a popup must open on arrival (the
    // browser follows that one itself).
    if (serverRedirect) {
      if (!resolution.modal) serverRedirect.to = resolution.to;
      return overlays;
    }
    return (
      <>
        <Navigate to={resolution.to} replace />
        {overlays}
      </>
    );
  }

  return (
    <>
      <div className={`cr-app${page?.fullWidth ? ' cr-app--full-width' : ''}`} data-brand={ctx.brandId}>
        <SeoHead resolution={resolution} enabledLocales={enabledLocales} defaultLocale={defaultLocale} />
        <a className="cr-skip-link" href="#main">
          {t('APP.SKIP_TO_CONTENT')}
        </a>
        <header className="cr-app__header">
          <Slot layout={shell.data} name="header" />
        </header>
        <Slot layout={shell.data} name="notices" />
        <main id="main" className="cr-app__main" tabIndex={-1}>
          {page?.restrictedWarning && <RestrictedWarning warning={page.restrictedWarning} />}
          {pageLayout.isPending ? (
            <div className="cr-app__page-skeleton" aria-busy="true" />
          ) : (
            <Slot layout={pageLayout.data} name="main" eager={FIRST_VIEW_ENTRIES} />
          )}
        </main>
        <footer className="cr-app__footer">
          <Slot layout={shell.data} name="footer" eager={0} />
        </footer>
        <Slot layout={shell.data} name="bottom-bar" />
        <Slot layout={shell.data} name="sidebar" />
        <div className="cr-app__overlay">
          <Slot layout={shell.data} name="overlay" />
        </div>
      </div>
      {overlays}
    </>
  );
}
