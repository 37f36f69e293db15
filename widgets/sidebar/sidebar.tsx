import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Condition } from '../../schemas/condition.schema.ts';
import { bus } from '../../runtime/state/event-bus.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import {
  useNotificationsStore,
  type StoredNotification,
  NO_NOTIFICATIONS,
} from '../../runtime/state/notifications-store.ts';
import { useSidebarStore } from '../../runtime/state/sidebar-store.ts';
import { useSignOutAndLeave } from '../../runtime/state/use-sign-out.ts';
import { matchesCondition, useBrand } from '../../runtime/config/index.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useMoney } from '../../runtime/i18n/index.ts';
import {
  useAccounts,
  useCmsPages,
  useConfig,
  useIsLoggedIn,
  useLotteries,
  useManager,
  usePlayer,
  usePlayerTournaments,
  useTournaments,
  useUpdateLocale,
} from '../../runtime/queries/index.ts';
import { joinPrefix, routePath, usePagePresence } from '../../runtime/routing/index.ts';
import {
  badgeCountText,
  currentAccount,
  displayBalance,
  isVip,
  activePromoCount,
  LOCAL_TIME_REFRESH_MS,
} from '../../runtime/rules/index.ts';
import { usePageHydrated, type WidgetRenderProps } from '../../runtime/slots/index.ts';
import {
  Badge,
  Button,
  Drawer,
  Icon,
  IconButton,
  LazyImage,
  Skeleton,
  LanguageSwitch,
  usePwaInstallAction,
  useLanguageLinks,
  useBrowserValue,
  whenIdle,
} from '../../runtime/ui/index.ts';
import { sidebarLinks, type SidebarLink } from './sidebar-links.ts';
import type { SidebarProps } from './sidebar.schema.ts';
import './sidebar.css';

const MANAGER_AVATAR_PX = 48;
/** The closed sheet renders ahead once the page is live and the browser idle, at the latest after this. */
const SIDEBAR_PRERENDER_TIMEOUT_MS = 3_000;
const holds = (when: unknown, ctx: ReturnType<typeof useSiteContext>) =>
  matchesCondition(when as Condition | undefined, ctx);

function Balance() {
  const { t } = useTranslation();
  const player = usePlayer();
  const accounts = useAccounts();
  const money = useMoney();
  const prefix = useLocalePrefix();
  const account = accounts.data ? currentAccount(accounts.data, player.data?.currency) : undefined;
  return (
    <section className="cr-sidebar__balance" aria-labelledby="cr-sidebar-balance">
      <div className="cr-sidebar__balance-text">
        <h2 id="cr-sidebar-balance" className="cr-sidebar__caption">
          {t('SIDEBAR.BALANCE')}
        </h2>
        {accounts.isPending || money.pending ? (
          <Skeleton width={120} height={24} />
        ) : account ? (
          <p className="cr-sidebar__amount" aria-live="polite">
            {money.format(displayBalance(account).common, account.currency)}
          </p>
        ) : (
          <p className="cr-sidebar__muted">{t('SIDEBAR.BALANCE_UNAVAILABLE')}</p>
        )}
      </div>
      <Button href={joinPrefix(prefix, routePath('cashbox-deposit'))} size="s" iconStart="wallet">
        {t('SIDEBAR.DEPOSIT')}
      </Button>
    </section>
  );
}

function NotificationEntry({ notification }: { notification: StoredNotification }) {
  const { t } = useTranslation();
  const remove = useNotificationsStore((s) => s.remove);
  const title =
    notification.kind === 'bonus'
      ? t('SIDEBAR.NOTIFICATIONS.BONUS_ISSUED', { title: notification.title })
      : notification.kind === 'freespin'
        ? t('SIDEBAR.NOTIFICATIONS.FREESPINS_ISSUED', { title: notification.title })
        : notification.title;
  return (
    <li className="cr-sidebar__notification">
      <div>
        <p className="cr-sidebar__notification-title">{title}</p>
        {notification.text && <p className="cr-sidebar__muted">{notification.text}</p>}
      </div>
      <IconButton
        icon="close"
        size="s"
        label={t('SIDEBAR.NOTIFICATIONS.DELETE', { title })}
        onClick={() => remove(notification.key)}
      />
    </li>
  );
}

/** Shown only while there are new notifications (spec §2). */
function Notifications() {
  const { t } = useTranslation();
  const items = useBrowserValue(
    useNotificationsStore((s) => s.items),
    NO_NOTIFICATIONS,
  );
  if (items.length === 0) return null;
  return (
    <section className="cr-sidebar__section" aria-labelledby="cr-sidebar-notifications">
      <h2 id="cr-sidebar-notifications" className="cr-sidebar__caption">
        {t('SIDEBAR.NOTIFICATIONS.TITLE')} <Badge tone="danger">{badgeCountText(items.length)}</Badge>
      </h2>
      <ul className="cr-sidebar__notifications" aria-live="polite">
        {items.map((n) => (
          <NotificationEntry key={n.key} notification={n} />
        ))}
      </ul>
    </section>
  );
}

/** Running tournaments (public and the player's custom ones) and lotteries. */
function TournamentCount() {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const tournaments = useTournaments();
  const playerTournaments = usePlayerTournaments();
  const lotteries = useLotteries();
  const count = activePromoCount(
    { tournaments: tournaments.data, playerTournaments: playerTournaments.data, lotteries: lotteries.data },
    ctx.groups,
    Date.now(),
  );
  const text = badgeCountText(count);
  if (!text) return null;
  return (
    <Badge tone="accent" className="cr-sidebar__count">
      <span aria-hidden="true">{text}</span>
      <span className="cr-visually-hidden">{t('SIDEBAR.ITEMS.TOURNAMENTS_COUNT', { count })}</span>
    </Badge>
  );
}

function NavLinkItem({ link }: { link: SidebarLink }) {
  const { t } = useTranslation();
  const label = link.labelKey ? t(link.labelKey) : (link.label ?? link.key);
  const content = (
    <>
      {link.icon && <Icon name={link.icon} />}
      <span className="cr-sidebar__link-label">{label}</span>
      {link.count === 'tournaments' && <TournamentCount />}
    </>
  );
  return (
    <li>
      {link.external ? (
        <a href={link.href} className="cr-sidebar__link" target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <Link to={link.href} className="cr-sidebar__link">
          {content}
        </Link>
      )}
    </li>
  );
}

function Manager() {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const manager = useManager(ctx.groups);
  if (manager.isPending) {
    return (
      <div className="cr-sidebar__manager" role="status" aria-label={t('SIDEBAR.MANAGER.LOADING')}>
        <Skeleton shape="circle" width={MANAGER_AVATAR_PX} height={MANAGER_AVATAR_PX} />
        <Skeleton shape="text" width="60%" />
      </div>
    );
  }
  const m = manager.data;
  if (!m) return null;
  const contacts = [
    m.phone && {
      key: 'phone',
      href: `tel:${m.phone.replace(/[^\d+]/g, '')}`,
      label: t('SIDEBAR.MANAGER.PHONE'),
    },
    m.email && { key: 'email', href: `mailto:${m.email}`, label: t('SIDEBAR.MANAGER.EMAIL') },
    m.whatsAppLink && {
      key: 'whatsapp',
      href: m.whatsAppLink,
      label: t('SIDEBAR.MANAGER.WHATSAPP'),
      newTab: true,
    },
    m.telegramLink && {
      key: 'telegram',
      href: m.telegramLink,
      label: t('SIDEBAR.MANAGER.TELEGRAM'),
      newTab: true,
    },
  ].filter(Boolean) as { key: string; href: string; label: string; newTab?: boolean }[];
  return (
    <section className="cr-sidebar__manager" aria-labelledby="cr-sidebar-manager">
      <div className="cr-sidebar__manager-head">
        {m.avatar && <LazyImage src={m.avatar} alt="" width={MANAGER_AVATAR_PX} height={MANAGER_AVATAR_PX} />}
        <div>
          <h2 id="cr-sidebar-manager" className="cr-sidebar__caption">
            {t('SIDEBAR.MANAGER.TITLE')}
          </h2>
          <p className="cr-sidebar__manager-name">{m.managerName}</p>
          {m.time && <p className="cr-sidebar__muted">{t('SIDEBAR.MANAGER.HOURS', { time: m.time })}</p>}
        </div>
      </div>
      {contacts.length > 0 && (
        <ul className="cr-sidebar__manager-contacts">
          {contacts.map((c) => (
            <li key={c.key}>
              <a
                className="cr-sidebar__chip"
                href={c.href}
                {...(c.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {c.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InstallApp() {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.open);
  const hide = useSidebarStore((s) => s.hide);
  const pwa = usePwaInstallAction({
    showInstructions: () => {
      hide();
      open('pwa-install');
    },
  });
  if (!pwa.available) return null;
  return (
    <button type="button" className="cr-sidebar__link" onClick={() => void pwa.install()}>
      <Icon name="download" />
      <span className="cr-sidebar__link-label">{t('SIDEBAR.INSTALL_APP')}</span>
    </button>
  );
}

function Languages() {
  const { t } = useTranslation();
  const links = useLanguageLinks();
  const loggedIn = useIsLoggedIn();
  const updateLocale = useUpdateLocale();
  if (links.length < 2) return null;
  return (
    <section className="cr-sidebar__section" aria-labelledby="cr-sidebar-language">
      <h2 id="cr-sidebar-language" className="cr-sidebar__caption">
        <Icon name="globe" /> {t('SIDEBAR.LANGUAGE')}
      </h2>
      <LanguageSwitch
        links={links}
        label={t('SIDEBAR.LANGUAGE')}
        variant="list"
        onSelect={(link) => {
          // The player's language is kept on the profile too (e-mails, next visit).
          if (loggedIn && !link.current) updateLocale.mutate(link.locale);
        }}
      />
    </section>
  );
}

/**
 * The visitor's local time, refreshed every 15 s (spec §9): minutes are all it shows. It is
 * formatted once the sheet shows (an effect): a locale's first time formatter is costly to make
 * (some 70 ms at a phone's speed), and the sheet renders ahead, hidden, without its effects.
 */
function LocalTime() {
  const { t } = useTranslation();
  const { locale } = useSiteContext();
  const [now, setNow] = useState<{ iso: string; text: string } | null>(null);
  useEffect(() => {
    const format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
    const tick = () => {
      const date = new Date();
      setNow({ iso: date.toISOString(), text: format.format(date) });
    };
    tick();
    const timer = setInterval(tick, LOCAL_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, [locale]);
  return (
    <p className="cr-sidebar__time">
      <Icon name="clock" />
      <span>{t('SIDEBAR.LOCAL_TIME')}</span>
      <time dateTime={now?.iso} className="cr-sidebar__time-value">
        {now?.text}
      </time>
    </p>
  );
}

function useLocalePrefix(): string {
  const ctx = useSiteContext();
  return ctx.localeFromPath ? `/${ctx.locale}` : '';
}

function SignOut() {
  const { t } = useTranslation();
  const signOut = useSignOutAndLeave();
  return (
    <Button variant="ghost" fullWidth iconStart="logout" loading={signOut.pending} onClick={signOut.run}>
      {t('PROFILE.SIGN_OUT')}
    </Button>
  );
}

/**
 * The sheet's links. A component of its own, apart from the rest of the sheet: rendering the sheet
 * ahead (see Sidebar) yields to the browser between components, and this is the costliest one.
 */
function SidebarNav({ props }: { props: SidebarProps }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const hide = useSidebarStore((s) => s.hide);
  const promotionPages = useConfig('manage-promotion-pages');
  const cmsPages = useCmsPages(ctx.locale);
  const presence = usePagePresence();
  const links = sidebarLinks(props.items, {
    ctx,
    presence,
    // Its `$schema` key is the only non-boolean, and no page is called that.
    promotionPages: (promotionPages.data ?? undefined) as Readonly<Record<string, boolean>> | undefined,
    cmsPages: props.cmsPages ? cmsPages.data : [],
  });
  return (
    <nav aria-label={t('SIDEBAR.NAV_LABEL')}>
      <ul className="cr-sidebar__links">
        {links.map((link) => (
          <NavLinkItem key={link.key} link={link} />
        ))}
        {holds(props.supportWhen, ctx) && (
          <li>
            <button
              type="button"
              className="cr-sidebar__link"
              onClick={() => {
                hide();
                bus.emit('open-chat');
              }}
            >
              <Icon name="chat" />
              <span className="cr-sidebar__link-label">{t('SIDEBAR.SUPPORT')}</span>
            </button>
          </li>
        )}
        {holds(props.installWhen, ctx) && (
          <li>
            <InstallApp />
          </li>
        )}
      </ul>
    </nav>
  );
}

function SidebarContent({ props }: { props: SidebarProps }) {
  const ctx = useSiteContext();
  const loggedIn = useIsLoggedIn();
  return (
    <div className="cr-sidebar">
      {holds(props.balanceWhen, ctx) && <Balance />}
      <Notifications />
      <SidebarNav props={props} />
      {isVip(ctx.groups) && holds(props.vipManagerWhen, ctx) && <Manager />}
      {holds(props.languagesWhen, ctx) && <Languages />}
      {holds(props.localTimeWhen, ctx) && <LocalTime />}
      {loggedIn && <SignOut />}
    </div>
  );
}

export default function Sidebar({ props }: WidgetRenderProps<SidebarProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const open = useSidebarStore((s) => s.open);
  const hide = useSidebarStore((s) => s.hide);
  const { pathname } = useLocation();
  const brand = useBrand();

  // Following a link (or the browser's back button) leaves the sheet closed on the new page.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    useSidebarStore.getState().hide();
  }, [pathname]);

  // The sheet renders ahead, hidden, when the page has nothing else to do: the Menu tap only
  // reveals it. The same element each render, so that revealing it renders none of it again.
  const live = usePageHydrated();
  const [prerender, setPrerender] = useState(false);
  useEffect(
    () =>
      live
        ? whenIdle(() => startTransition(() => setPrerender(true)), SIDEBAR_PRERENDER_TIMEOUT_MS)
        : undefined,
    [live],
  );
  const content = useMemo(() => <SidebarContent props={props} />, [props]);

  return (
    <Drawer
      open={open}
      onClose={hide}
      label={t('SIDEBAR.LABEL')}
      header={<span className="cr-sidebar__brand">{brand?.logo?.text ?? brand?.name ?? ctx.brandId}</span>}
      prerender={prerender}
    >
      {/* Its effects run only while open: the sheet's queries run when someone looks at it. */}
      {content}
    </Drawer>
  );
}
