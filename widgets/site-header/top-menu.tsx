import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LOCALES } from '../../runtime/context/index.ts';
import { Dropdown, Icon, linkTarget, type DropdownItem } from '../../runtime/ui/index.ts';
import type { HeaderLink } from './header-links.ts';
import { fittingCount } from './menu-overflow.ts';

interface Sizes {
  /** Width of the row. */
  available: number;
  widths: number[];
  more: number;
  gap: number;
}

function sameSizes(a: Sizes, b: Sizes): boolean {
  return (
    a.available === b.available &&
    a.more === b.more &&
    a.gap === b.gap &&
    a.widths.length === b.widths.length &&
    a.widths.every((width, index) => width === b.widths[index])
  );
}

/** The lobby link ('/' or '/de') is active only on the lobby itself, not on every page below it. */
const isLocaleRoot = (path: string) => path === '/' || LOCALES.some((locale) => path === `/${locale}`);

function LinkContent({ link }: { link: HeaderLink }) {
  return (
    <>
      {link.icon && <Icon name={link.icon} className="cr-site-header__link-icon" />}
      <span>{link.label}</span>
    </>
  );
}

function MenuLink({ link }: { link: HeaderLink }) {
  const target = linkTarget(link.href);
  if (target.kind === 'internal' && !link.external) {
    return (
      <NavLink
        to={target.path}
        end={isLocaleRoot(target.path)}
        className={({ isActive }) =>
          isActive ? 'cr-site-header__link cr-site-header__link--active' : 'cr-site-header__link'
        }
      >
        <LinkContent link={link} />
      </NavLink>
    );
  }
  return (
    <a className="cr-site-header__link" href={link.href} target="_blank" rel="noopener noreferrer">
      <LinkContent link={link} />
    </a>
  );
}

/**
 * The top menu row. A ResizeObserver reports the row's width; on each change (and when the links
 * change) the items are measured once in a hidden copy of the full row, never in a resize-event
 * loop. Items that do not fit go into a 'More' dropdown at the end of the row.
 */
export function TopMenu({ links }: { links: HeaderLink[] }) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [sizes, setSizes] = useState<Sizes | null>(null);
  const signature = links.map((l) => `${l.key}\u0000${l.label}`).join('\u0001');
  const moreLabel = t('HEADER.MENU.MORE');

  useLayoutEffect(() => {
    const nav = navRef.current;
    const list = measureRef.current;
    if (!nav || !list) return;
    // One read of the hidden copy per width change: media queries may change the items' widths too.
    const measure = (available: number) => {
      // A hidden row (a phone's) has nothing to fit: it keeps what it shows until it has a width.
      // Measuring it would render the whole menu again in the commit that hydrates the page.
      if (available === 0) return;
      const children = [...list.children] as HTMLElement[];
      const next: Sizes = {
        available,
        widths: children.slice(0, -1).map((el) => el.getBoundingClientRect().width),
        more: children.at(-1)?.getBoundingClientRect().width ?? 0,
        gap: Number.parseFloat(getComputedStyle(list).columnGap) || 0,
      };
      // The same sizes again re-render nothing: a state set in a layout effect renders the whole
      // menu again at once, before the browser paints.
      setSizes((previous) => (previous && sameSizes(previous, next) ? previous : next));
    };
    measure(nav.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    let last = nav.clientWidth;
    const observer = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (width === last) return;
      last = width;
      measure(width);
    });
    observer.observe(nav);
    return () => observer.disconnect();
  }, [signature, moreLabel]);

  const count = sizes ? fittingCount(sizes.widths, sizes.available, sizes.more, sizes.gap) : links.length;
  const shown = links.slice(0, count);
  const hidden = links.slice(count);
  const moreItems: DropdownItem[] = hidden.map((link) => ({
    id: link.key,
    label: link.label,
    href: link.href,
    icon: link.icon,
  }));

  return (
    <nav ref={navRef} className="cr-site-header__nav" aria-label={t('HEADER.MENU.LABEL')}>
      <ul className={`cr-site-header__menu${sizes ? '' : ' cr-site-header__menu--unmeasured'}`}>
        {shown.map((link) => (
          <li key={link.key} className="cr-site-header__menu-item">
            <MenuLink link={link} />
          </li>
        ))}
        {hidden.length > 0 && (
          <li className="cr-site-header__menu-item">
            <Dropdown trigger={moreLabel} items={moreItems} align="end" className="cr-site-header__more" />
          </li>
        )}
      </ul>
      {/* A copy of the full row, invisible and out of the reading order, only for measuring. */}
      <div className="cr-site-header__measure-box" aria-hidden="true">
        <ul ref={measureRef} className="cr-site-header__menu cr-site-header__measure">
          {links.map((link) => (
            <li key={link.key} className="cr-site-header__menu-item">
              <span className="cr-site-header__link">
                <LinkContent link={link} />
              </span>
            </li>
          ))}
          <li className="cr-site-header__menu-item">
            <span className="cr-button cr-button--ghost cr-button--m cr-site-header__more-measure">
              {moreLabel}
              <Icon name="chevron-down" />
            </span>
          </li>
        </ul>
      </div>
    </nav>
  );
}
