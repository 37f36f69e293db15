import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { LOCALES } from '../../runtime/context/index.ts';
import { useConfig } from '../../runtime/queries/index.ts';
import { joinPrefix, splitLocalePrefix } from '../../runtime/routing/index.ts';
import {
  categoryTitleKey,
  isCurrentCategory,
  menuItemPath,
  menuKey,
  parseGamesPath,
  STICKY_MENU_OFFSET_PX,
} from '../../runtime/rules/index.ts';
import { Skeleton } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import type { CategoryMenuProps } from './category-menu.schema.ts';
import './category-menu.css';

const SKELETON_ITEMS = 6;

/** True once the page has scrolled past the threshold; only crossings cause a render. */
function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);
  return enabled && past;
}

/** The slugs of one menu; the document also carries its `$schema` string, which is no menu. */
function menuSlugs(config: object | undefined, key: string): string[] | undefined {
  const value: unknown = config ? (config as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value) ? value.filter((slug): slug is string => typeof slug === 'string') : undefined;
}

export default function CategoryMenu({ props }: WidgetRenderProps<CategoryMenuProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const { pathname } = useLocation();
  const page = parseGamesPath(splitLocalePrefix(pathname, LOCALES, ctx.locale).path);
  const key = props.menu ?? menuKey(page);
  const config = useConfig('menu-categories-games');
  const sticky = useScrolledPast(STICKY_MENU_OFFSET_PX, ctx.device === 'mobile');
  const prefix = localePrefixOf(ctx);

  if (key === null) return null;
  const slugs = menuSlugs(config.data, key);
  if (!config.isPending && (!slugs || slugs.length === 0)) return null;
  const section = key === 'live' ? 'live' : 'pokies';

  return (
    <nav
      className={sticky ? 'cr-category-menu cr-category-menu--sticky' : 'cr-category-menu'}
      aria-label={t('CATEGORY_MENU.LABEL')}
    >
      <ul className="cr-category-menu__list">
        {slugs
          ? slugs.map((slug) => {
              const current = isCurrentCategory(page, slug);
              return (
                <li key={slug}>
                  <Link
                    className="cr-category-menu__link"
                    to={joinPrefix(prefix, menuItemPath(slug, section))}
                    aria-current={current ? 'page' : undefined}
                  >
                    {t(categoryTitleKey(slug))}
                  </Link>
                </li>
              );
            })
          : Array.from({ length: SKELETON_ITEMS }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton width={88} height={36} className="cr-category-menu__skeleton" />
              </li>
            ))}
      </ul>
    </nav>
  );
}
