import { useEffect, useEffectEvent, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  useConfigWhen,
  usePlayer,
  useProviders,
  useUpdatePlayerGroups,
} from '../../runtime/queries/index.ts';
import { joinPrefix, leadsToPage, usePagePresence } from '../../runtime/routing/index.ts';
import {
  iosExitSchedule,
  isGamePath,
  isIosMetaInAppBrowser,
  newProviderFor,
  type NewProviderTarget,
  promoBannerReturnsIn,
  promoBannerShown,
  promoTooltipEnd,
  promoTooltipShown,
  scheduleTimedPopup,
  surveySchedule,
  PROMO_TOOLTIP_COOKIE_MAX_AGE_S,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { sessionStore } from '../../runtime/state/browser-storage.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import {
  readCookie,
  writeCookie,
  Button,
  IconButton,
  Modal,
  useMediaQuery,
  WIDE_HEADER_MIN_WIDTH_PX,
} from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { TimedPopupsProps } from './timed-popups.schema.ts';
import './timed-popups.css';

/** Session keys: when this tab's session began, and which popups it has shown. */
export const SESSION_START_KEY = 'cr-timed-popups-since';
export const NEW_PROVIDER_SHOWN_KEY = 'cr-new-provider-shown';
export const IOS_EXIT_SHOWN_KEY = 'cr-ios-exit-shown';
export const SURVEY_SHOWN_KEY = 'cr-survey-shown';
export const PROMO_BANNER_CLOSED_KEY = 'cr-promo-banner-closed';
/** The player whose session the keys above are of: another player's sign-in in the tab starts afresh. */
export const SESSION_PLAYER_KEY = 'cr-timed-popups-player';

/** Starts the popups' session afresh when the tab's signed-in player is not the one it was kept for. */
function claimSession(playerId: number | null): void {
  if (playerId === null || sessionStore.getItem(SESSION_PLAYER_KEY) === String(playerId)) return;
  for (const key of [SESSION_START_KEY, NEW_PROVIDER_SHOWN_KEY, IOS_EXIT_SHOWN_KEY, SURVEY_SHOWN_KEY]) {
    sessionStore.removeItem(key);
  }
  sessionStore.setItem(SESSION_PLAYER_KEY, String(playerId));
}
/**
 * Where the promo banner goes: the head of the header's actions, beside its enter buttons. The
 * actions stand on the header's end, so the banner arriving there moves none of them.
 */
const HEADER_PROMO_HOST_SELECTOR = '.cr-site-header__promo-host';
/**
 * Below this viewport width the header's row has no room beside the enter buttons (the menu
 * needs it: site-header.css), and the banner stands in the overlay stack instead: fixed, so that
 * its coming and going (it returns after 120 s) moves nothing on the page.
 */
const NARROW_HEADER_QUERY = `(max-width: ${WIDE_HEADER_MIN_WIDTH_PX - 1}px)`;
/** Cookie holding the end of the promo tooltip's timer (ms since the epoch), for a day. */
export const PROMO_TOOLTIP_COOKIE = 'promo_tooltip_until';

/** The survey's address by default: '{collector}' is survey_collector_id of survey-config. */
export const DEFAULT_SURVEY_URL = 'https://www.surveymonkey.com/r/{collector}';
export const DEFAULT_PROMO_PATH = '/registration';

/** The time already spent in this tab's session (counted from its first page with the popups). */
function sessionElapsed(now: number): number {
  const stored = Number(sessionStore.getItem(SESSION_START_KEY));
  if (Number.isFinite(stored) && stored > 0 && stored <= now) return now - stored;
  sessionStore.setItem(SESSION_START_KEY, String(now));
  return 0;
}

const shownInSession = (key: string) => sessionStore.getItem(key) === '1';
const markShown = (key: string) => sessionStore.setItem(key, '1');

/** A game page is open (the popups wait). */
const inGame = () => typeof window !== 'undefined' && isGamePath(window.location.pathname);
/** A popup of the modal host is open (the cashbox among them). */
const openModals = () => useModalStore.getState().stack.filter((entry) => !entry.closing);

/** Once per session, to a player of a provider's target group: closing or following it marks the shown group. */
function NewProviderPopup() {
  const ctx = useSiteContext();
  const [shown, setShown] = useState(() => shownInSession(NEW_PROVIDER_SHOWN_KEY));
  const otherPopup = useModalStore((s) => s.stack.some((entry) => !entry.closing));
  const target = newProviderFor(ctx.groups, shown);
  if (!target || otherPopup) return null;
  return (
    <NewProviderDialog
      target={target}
      onDone={() => {
        markShown(NEW_PROVIDER_SHOWN_KEY);
        setShown(true);
      }}
    />
  );
}

function NewProviderDialog({ target, onDone }: { target: NewProviderTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const providers = useProviders();
  const markGroup = useUpdatePlayerGroups();
  const name = providers.data?.find((p) => p.slug === target.provider)?.title ?? target.provider;
  const href = `/producers/${target.provider}`;
  const done = () => {
    onDone();
    markGroup.mutate({ add: [target.shown] });
  };
  return (
    <Modal open onClose={done} size="s" title={t('TIMED_POPUPS.NEW_PROVIDER.TITLE', { provider: name })}>
      <p className="cr-timed-popups__text">{t('TIMED_POPUPS.NEW_PROVIDER.TEXT', { provider: name })}</p>
      {leadsToPage({ href }, presence) && (
        <Button href={joinPrefix(localePrefixOf(ctx), href)} onClick={done} fullWidth>
          {t('TIMED_POPUPS.NEW_PROVIDER.PLAY', { provider: name })}
        </Button>
      )}
    </Modal>
  );
}

/** Meta's in-app browser on iOS: after 5 minutes signed in, once per session, not over the cashbox or a game. */
function IosExitPopup() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!isIosMetaInAppBrowser(navigator.userAgent) || shownInSession(IOS_EXIT_SHOWN_KEY)) return undefined;
    const blocked = () => inGame() || openModals().some((entry) => entry.name === 'cashbox');
    return scheduleTimedPopup(iosExitSchedule(sessionElapsed(Date.now()), blocked, () => setOpen(true)));
  }, []);

  if (!open) return null;
  const close = () => {
    markShown(IOS_EXIT_SHOWN_KEY);
    setOpen(false);
  };
  return (
    <Modal open onClose={close} size="s" title={t('TIMED_POPUPS.IOS_EXIT.TITLE')}>
      <p className="cr-timed-popups__text">{t('TIMED_POPUPS.IOS_EXIT.TEXT')}</p>
      <ol className="cr-timed-popups__steps">
        <li>{t('TIMED_POPUPS.IOS_EXIT.STEP_MENU')}</li>
        <li>{t('TIMED_POPUPS.IOS_EXIT.STEP_OPEN')}</li>
      </ol>
      <Button onClick={close} fullWidth>
        {t('TIMED_POPUPS.IOS_EXIT.OK')}
      </Button>
    </Modal>
  );
}

/** The survey invitation: after 5 minutes on site, its config loaded 10 s before, not over a game or a popup. */
function SurveyInvitation({ surveyUrl }: { surveyUrl: string }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<'waiting' | 'prefetch' | 'due' | 'done'>(() =>
    shownInSession(SURVEY_SHOWN_KEY) ? 'done' : 'waiting',
  );
  const config = useConfigWhen('survey-config', stage === 'prefetch' || stage === 'due');

  useEffect(() => {
    if (shownInSession(SURVEY_SHOWN_KEY)) return undefined;
    const blocked = () => inGame() || openModals().length > 0;
    return scheduleTimedPopup(
      surveySchedule(
        sessionElapsed(Date.now()),
        blocked,
        () => setStage((current) => (current === 'waiting' ? 'prefetch' : current)),
        () => setStage('due'),
      ),
    );
  }, []);

  const survey = config.data;
  if (stage !== 'due' || !survey?.is_enable_widget || !survey.survey_id) return null;
  const href = surveyUrl
    .replace('{survey}', encodeURIComponent(survey.survey_id))
    .replace('{collector}', encodeURIComponent(survey.survey_collector_id));
  const close = () => {
    markShown(SURVEY_SHOWN_KEY);
    setStage('done');
  };
  return (
    <section className="cr-timed-popups__survey" aria-labelledby="cr-survey-title">
      <h2 id="cr-survey-title" className="cr-timed-popups__title">
        {t('TIMED_POPUPS.SURVEY.TITLE')}
      </h2>
      <p className="cr-timed-popups__text">{t('TIMED_POPUPS.SURVEY.TEXT')}</p>
      <div className="cr-timed-popups__actions">
        <Button href={href} onClick={close}>
          {t('TIMED_POPUPS.SURVEY.TAKE')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('TIMED_POPUPS.SURVEY.LATER')}
        </Button>
      </div>
    </section>
  );
}

/** Minutes and seconds of a timer, zero-padded: `09:05`. */
function mmss(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The promo banner in the guest's enter buttons: closed, it returns after 120 s; its tooltip counts down. */
function PromoBanner({ promoPath }: { promoPath: string }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const [now, setNow] = useState(() => Date.now());
  const [closedAt, setClosedAt] = useState<number | null>(() => {
    const stored = Number(sessionStore.getItem(PROMO_BANNER_CLOSED_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  });
  const [tooltipEnd, setTooltipEnd] = useState<number | null>(null);
  const [host, setHost] = useState<Element | null>(null);
  const narrow = useMediaQuery(NARROW_HEADER_QUERY);
  const shown = promoBannerShown(closedAt, now);
  // Browser-only: it depends on the clock, the session and where the header's buttons are, so the
  // server draws nothing and hydration has nothing to throw away.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const startTooltip = useEffectEvent(() => {
    const cookie = Number(readCookie(PROMO_TOOLTIP_COOKIE));
    const stored = Number.isFinite(cookie) && cookie > 0 ? cookie : null;
    const end = promoTooltipEnd(stored, Date.now());
    if (stored === null)
      writeCookie(PROMO_TOOLTIP_COOKIE, String(end), { maxAgeSeconds: PROMO_TOOLTIP_COOKIE_MAX_AGE_S });
    setTooltipEnd(end);
    setNow(Date.now());
  });

  useEffect(() => {
    startTooltip();
  }, []);

  useEffect(() => {
    // On a phone or a narrow desktop the header has no room: the banner stays in the overlay,
    // above the bottom bar.
    if (narrow) return setHost(null);
    // The header's enter buttons appear once its code has loaded.
    const find = () => document.querySelector(HEADER_PROMO_HOST_SELECTOR);
    const found = find();
    if (found) return setHost(found);
    const observer = new MutationObserver(() => {
      const late = find();
      if (!late) return;
      observer.disconnect();
      setHost(late);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [narrow]);

  useEffect(() => {
    if (shown) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), promoBannerReturnsIn(closedAt, Date.now()));
    return () => clearTimeout(timer);
  }, [shown, closedAt]);

  const ticking = shown && tooltipEnd !== null && promoTooltipShown(tooltipEnd, now);
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  if (!shown || !mounted) return null;
  const close = () => {
    const at = Date.now();
    sessionStore.setItem(PROMO_BANNER_CLOSED_KEY, String(at));
    setClosedAt(at);
    setNow(at);
  };
  const banner = (
    <aside
      className={`cr-timed-popups__promo${host ? ' cr-timed-popups__promo--header' : ''}`}
      aria-labelledby="cr-promo-banner-title"
    >
      <a
        id="cr-promo-banner-title"
        className="cr-timed-popups__promo-link"
        href={joinPrefix(localePrefixOf(ctx), promoPath)}
      >
        {t('TIMED_POPUPS.PROMO.TEXT')}
      </a>
      {ticking && tooltipEnd !== null && (
        <span className="cr-timed-popups__tooltip" role="timer" aria-label={t('TIMED_POPUPS.PROMO.ENDS_IN')}>
          {t('TIMED_POPUPS.PROMO.ENDS_IN')} {mmss(tooltipEnd - now)}
        </span>
      )}
      <IconButton icon="close" label={t('TIMED_POPUPS.PROMO.CLOSE')} onClick={close} />
    </aside>
  );
  return host ? createPortal(banner, host) : banner;
}

export default function TimedPopups({ props }: WidgetRenderProps<TimedPopupsProps>) {
  const ctx = useSiteContext();
  const playerId = usePlayer().data?.id ?? null;
  // Before the popups below read the session (they render after this).
  useState(() => claimSession(playerId));
  const popups = new Set(props.popups);
  const player = ctx.auth === 'player';
  return (
    <>
      {player && popups.has('new-provider') && <NewProviderPopup />}
      {player && popups.has('ios-exit') && <IosExitPopup />}
      {player && popups.has('survey') && (
        <SurveyInvitation surveyUrl={props.surveyUrl ?? DEFAULT_SURVEY_URL} />
      )}
      {!player && popups.has('promo-banner') && (
        <PromoBanner promoPath={props.promoPath ?? DEFAULT_PROMO_PATH} />
      )}
    </>
  );
}
