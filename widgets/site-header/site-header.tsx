import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Condition } from '../../schemas/condition.schema.ts';
import { filterByCondition, matchesCondition, useBrand } from '../../runtime/config/index.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  useCmsPages,
  useConfig,
  usePlayer,
  usePlayerBonuses,
  usePlayerFreespins,
  type Player,
} from '../../runtime/queries/index.ts';
import { joinPrefix, leadsToPage, routePath, usePagePresence } from '../../runtime/routing/index.ts';
import { badgeCountText, actualGifts, isVip, COUNTDOWN_TICK_MS } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { bus } from '../../runtime/state/event-bus.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { startNotificationFeed } from '../../runtime/state/notifications-store.ts';
import { useSessionStore } from '../../runtime/state/session-store.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import {
  Badge,
  Button,
  buttonClassName,
  Icon,
  IconButton,
  Tooltip,
  useBrowserValue,
} from '../../runtime/ui/index.ts';
import { BalanceMenu } from './balance-menu.tsx';
import { headerLinks } from './header-links.ts';
import { logoForHost } from './header-logo.ts';
import { NotificationsMenu } from './notifications-menu.tsx';
import { formatSessionTime } from './session-time.ts';
import type { SiteHeaderProps } from './site-header.schema.ts';
import { TopMenu } from './top-menu.tsx';
import './site-header.css';

/** Box of the logo image (logo-config): reserved before it loads, so the header does not shift. */
const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 38;

type DisabledRules = SiteHeaderProps['loginDisabled'];

/** The reason key of the first rule whose condition holds, or null when the button is usable. */
function disabledReason(rules: DisabledRules, ctx: ReturnType<typeof useSiteContext>): string | null {
  return filterByCondition(rules, ctx)[0]?.reasonKey ?? null;
}

/**
 * A guest button: a link to its popup route, or — disabled — a focusable button that explains why
 * (the reason is its description for screen readers and a tooltip on hover and focus).
 */
function GuestButton({
  label,
  href,
  reasonKey,
  variant,
}: {
  label: string;
  href: string;
  reasonKey: string | null;
  variant: 'primary' | 'secondary';
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  if (!reasonKey) {
    return (
      <Button href={href} variant={variant} size="s">
        {label}
      </Button>
    );
  }
  const reason = t(reasonKey);
  return (
    <Tooltip content={reason} placement="bottom">
      {(trigger) => (
        <>
          <button
            type="button"
            className={buttonClassName({ variant, size: 's', className: 'cr-site-header__disabled' })}
            aria-disabled="true"
            aria-describedby={reasonId}
            onFocus={trigger.onFocus}
            onBlur={trigger.onBlur}
          >
            {label}
          </button>
          <span id={reasonId} className="cr-visually-hidden">
            {reason}
          </span>
        </>
      )}
    </Tooltip>
  );
}

function SessionTimer() {
  const { t } = useTranslation();
  // Kept in session storage: the server's markup has no timer, the browser's starts at hydration.
  const startedAt = useBrowserValue(
    useSessionStore((s) => s.sessionStartedAt),
    null,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [startedAt]);
  if (startedAt === null) return null;
  return (
    // role="timer" is not announced on every tick (implicit aria-live off).
    <span className="cr-site-header__timer" role="timer" aria-label={t('HEADER.SESSION_TIME')}>
      <Icon name="clock" />
      <span className="cr-site-header__timer-value">{formatSessionTime(now - startedAt)}</span>
    </span>
  );
}

function GiftsLink({ href }: { href: string }) {
  const { t } = useTranslation();
  const bonuses = usePlayerBonuses();
  const freespins = usePlayerFreespins();
  const count = actualGifts(bonuses.data ?? []).length + actualGifts(freespins.data ?? []).length;
  const countText = badgeCountText(count);
  return (
    <IconButton
      icon="gift"
      href={href}
      className="cr-site-header__gifts"
      label={countText ? t('HEADER.GIFTS_COUNT', { count: countText }) : t('HEADER.GIFTS')}
    >
      {countText && (
        <Badge tone="accent" className="cr-site-header__count">
          <span aria-hidden="true">{countText}</span>
        </Badge>
      )}
    </IconButton>
  );
}

function PlayerActions({ player, path }: { player: Player; path: (p: string) => string }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const name = player.nickname || player.email;
  const identity = (
    <>
      <Icon name="user" />
      <span className="cr-site-header__nickname">{name}</span>
    </>
  );
  // Beside the name rather than inside its link: the link's name says whose profile it opens, and a
  // visible word that the name does not contain would break label-in-name (WCAG 2.5.3).
  const vipBadge = isVip(ctx.groups) && (
    <Badge tone="primary" className="cr-site-header__vip">
      {t('HEADER.VIP')}
    </Badge>
  );
  return (
    <>
      <BalanceMenu currency={player.currency} />
      <Button href={path('/deposit')} size="s" iconStart="wallet" className="cr-site-header__deposit">
        {t('HEADER.DEPOSIT')}
      </Button>
      {/* The name leads to the profile once there is a profile page; until then it only says who is in. */}
      {leadsToPage({ route: 'profile' }, presence) ? (
        <Link
          to={path(routePath('profile'))}
          className="cr-site-header__player"
          aria-label={t('HEADER.PROFILE', { name })}
        >
          {identity}
        </Link>
      ) : (
        <span className="cr-site-header__player">{identity}</span>
      )}
      {vipBadge}
      {leadsToPage({ route: 'profile-gifts' }, presence) && (
        <GiftsLink href={path(routePath('profile-gifts'))} />
      )}
      <NotificationsMenu />
    </>
  );
}

export default function SiteHeader({ props }: WidgetRenderProps<SiteHeaderProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const player = usePlayer();
  const cmsPages = useCmsPages(ctx.locale);
  const promotionPages = useConfig('manage-promotion-pages');
  const logoConfig = useConfig('logo-config');
  const localePrefix = localePrefixOf(ctx);
  const path = (p: string) => joinPrefix(localePrefix, p);

  useEffect(() => startNotificationFeed(), []);

  const brand = useBrand();
  const logo = brand?.logo?.text ?? brand?.name ?? ctx.brandId;
  const logoImages = logoForHost(logoConfig.data, ctx.host);

  const presence = usePagePresence();
  const links = useMemo(
    () =>
      headerLinks(props.items, {
        t: (key) => t(key),
        ctx,
        localePrefix,
        promotionPages: promotionPages.data,
        cmsPages: props.cmsPages ? cmsPages.data : [],
        presence,
      }),
    [props.items, props.cmsPages, t, ctx, localePrefix, promotionPages.data, cmsPages.data, presence],
  );

  const signedIn = player.data ?? null;
  const showTimer = matchesCondition(props.sessionTimerWhen as Condition | undefined, ctx);

  return (
    <div className="cr-site-header">
      <Link
        to={path('/')}
        className="cr-site-header__logo"
        aria-label={logoConfig.isPending ? logo : undefined}
      >
        {logoConfig.isPending ? (
          // The image's box, kept while logo-config loads (a page the browser renders, such as a
          // player's): the logo arriving does not move the header.
          <span className="cr-site-header__logo-box" style={{ width: LOGO_WIDTH, height: LOGO_HEIGHT }} />
        ) : logoImages ? (
          <picture>
            <source media="(max-width: 767px)" srcSet={logoImages.mobile} />
            <img
              className="cr-site-header__logo-image"
              src={logoImages.full}
              alt={logo}
              width={LOGO_WIDTH}
              height={LOGO_HEIGHT}
            />
          </picture>
        ) : (
          logo
        )}
      </Link>
      {/* Phones have the menu in the bottom bar and the sidebar: theirs would be hidden markup
          to hydrate (some 120 elements of the lobby's 740). */}
      {ctx.device === 'desktop' && <TopMenu links={links} />}
      <div className="cr-site-header__actions">
        {/* A banner of another widget may come here (timed-popups' promo): at the head of the
            actions, which stand on the header's end, so that none of them moves when it does. */}
        <span className="cr-site-header__promo-host" />
        {signedIn && showTimer && <SessionTimer />}
        {props.search && (
          <IconButton
            icon="search"
            className="cr-site-header__search"
            label={t('HEADER.SEARCH')}
            onClick={() => useModalStore.getState().open('search')}
          />
        )}
        {props.chat && (
          <IconButton
            icon="chat"
            className="cr-site-header__chat"
            label={t('HEADER.CHAT')}
            onClick={() => bus.emit('open-chat')}
          />
        )}
        {player.isPending ? (
          <span className="cr-site-header__actions-skeleton" aria-hidden="true" />
        ) : signedIn ? (
          <PlayerActions player={signedIn} path={path} />
        ) : (
          <>
            <GuestButton
              label={t('HEADER.LOGIN')}
              href={path('/login')}
              reasonKey={disabledReason(props.loginDisabled, ctx)}
              variant="secondary"
            />
            <GuestButton
              label={t('HEADER.REGISTRATION')}
              href={path('/registration')}
              reasonKey={disabledReason(props.registrationDisabled, ctx)}
              variant="primary"
            />
          </>
        )}
      </div>
    </div>
  );
}
