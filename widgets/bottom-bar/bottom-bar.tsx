import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { filterByCondition } from '../../runtime/config/index.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { usePlayer } from '../../runtime/queries/index.ts';
import { joinPrefix, routePath, usePagePresence } from '../../runtime/routing/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useSidebarStore } from '../../runtime/state/sidebar-store.ts';
import { Icon, type IconName } from '../../runtime/ui/index.ts';
import { bottomBarCells, isActivePath, type BottomBarCell } from './bottom-bar-links.ts';
import type { BottomBarProps } from './bottom-bar.schema.ts';
import './bottom-bar.css';

function CellContent({ icon, label }: { icon?: IconName; label: string }) {
  return (
    <>
      {icon && <Icon name={icon} size={22} />}
      <span className="cr-bottom-bar__label">{label}</span>
    </>
  );
}

/** A guest cell that cannot be used here: stays focusable and says why (spec §5). */
function DisabledCell({ icon, label, reason }: { icon: IconName; label: string; reason: string }) {
  const reasonId = useId();
  return (
    <li className="cr-bottom-bar__cell">
      <button type="button" className="cr-bottom-bar__item" aria-disabled="true" aria-describedby={reasonId}>
        <CellContent icon={icon} label={label} />
      </button>
      <span id={reasonId} className="cr-visually-hidden">
        {reason}
      </span>
    </li>
  );
}

function AccountCells({ props, localePrefix }: { props: BottomBarProps; localePrefix: string }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const player = usePlayer();
  if (player.isPending) {
    return <li className="cr-bottom-bar__cell cr-bottom-bar__cell--pending" aria-hidden="true" />;
  }
  if (player.data) {
    return (
      <li className="cr-bottom-bar__cell">
        <Link
          to={joinPrefix(localePrefix, routePath('cashbox-deposit'))}
          className="cr-bottom-bar__item cr-bottom-bar__item--primary"
        >
          <CellContent icon="wallet" label={t('BOTTOM_BAR.DEPOSIT')} />
        </Link>
      </li>
    );
  }
  const loginReason = filterByCondition(props.loginDisabled, ctx)[0]?.reasonKey;
  const registrationReason = filterByCondition(props.registrationDisabled, ctx)[0]?.reasonKey;
  // One cell (spec §2): sign-up, whose form links to login; login where sign-up is closed (the
  // header keeps both buttons on a phone).
  if (!registrationReason) {
    return (
      <li className="cr-bottom-bar__cell">
        <Link
          to={joinPrefix(localePrefix, routePath('registration'))}
          className="cr-bottom-bar__item cr-bottom-bar__item--primary"
        >
          <CellContent icon="star" label={t('BOTTOM_BAR.REGISTRATION')} />
        </Link>
      </li>
    );
  }
  if (!loginReason) {
    return (
      <li className="cr-bottom-bar__cell">
        <Link to={joinPrefix(localePrefix, routePath('login'))} className="cr-bottom-bar__item">
          <CellContent icon="user" label={t('BOTTOM_BAR.LOGIN')} />
        </Link>
      </li>
    );
  }
  return <DisabledCell icon="star" label={t('BOTTOM_BAR.REGISTRATION')} reason={t(registrationReason)} />;
}

function MenuCell({ cell }: { cell: Extract<BottomBarCell, { kind: 'menu' }> }) {
  const { t } = useTranslation();
  const open = useSidebarStore((s) => s.open);
  const toggle = useSidebarStore((s) => s.toggle);
  return (
    <li className="cr-bottom-bar__cell">
      <button
        type="button"
        className="cr-bottom-bar__item"
        aria-expanded={open}
        aria-haspopup="dialog"
        // The sidebar closes on any click outside it: without this, the click that opens it
        // would be that outside click when the sheet is already open.
        onPointerDown={(event) => event.stopPropagation()}
        onClick={toggle}
      >
        <CellContent icon={cell.icon ?? 'menu'} label={t(cell.labelKey)} />
      </button>
    </li>
  );
}

export default function BottomBar({ props }: WidgetRenderProps<BottomBarProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const { pathname } = useLocation();
  const localePrefix = ctx.localeFromPath ? `/${ctx.locale}` : '';
  const path =
    localePrefix && (pathname === localePrefix || pathname.startsWith(`${localePrefix}/`))
      ? pathname.slice(localePrefix.length) || '/'
      : pathname;
  const presence = usePagePresence();
  const cells = bottomBarCells(props.items, ctx, presence);

  return (
    <nav className="cr-bottom-bar" aria-label={t('BOTTOM_BAR.LABEL')}>
      <ul className="cr-bottom-bar__list">
        {cells.map((cell) => {
          if (cell.kind === 'account')
            return <AccountCells key={cell.key} props={props} localePrefix={localePrefix} />;
          if (cell.kind === 'menu') return <MenuCell key={cell.key} cell={cell} />;
          const label = t(cell.labelKey);
          if (cell.external) {
            return (
              <li key={cell.key} className="cr-bottom-bar__cell">
                <a href={cell.href} className="cr-bottom-bar__item" target="_blank" rel="noopener noreferrer">
                  <CellContent icon={cell.icon} label={label} />
                  <span className="cr-visually-hidden"> ({t('BOTTOM_BAR.NEW_TAB')})</span>
                </a>
              </li>
            );
          }
          const current = isActivePath(path, cell.activeOn);
          return (
            <li key={cell.key} className="cr-bottom-bar__cell">
              <Link
                to={cell.href}
                className="cr-bottom-bar__item"
                aria-current={current ? 'page' : undefined}
              >
                <CellContent icon={cell.icon} label={label} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
