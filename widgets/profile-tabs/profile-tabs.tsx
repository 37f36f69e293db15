import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSignOutAndLeave } from '../../runtime/state/use-sign-out.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { usePlayer } from '../../runtime/queries/index.ts';
import {
  PROFILE_TABS,
  joinPrefix,
  presentRouteOf,
  profileTabTitleKey,
  routePath,
  splitLocalePrefix,
  usePagePresence,
  type RouteName,
} from '../../runtime/routing/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Button } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { ProfileTabsProps } from './profile-tabs.schema.ts';
import './profile-tabs.css';

export default function ProfileTabs({ props }: WidgetRenderProps<ProfileTabsProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const player = usePlayer();
  const presence = usePagePresence();
  const signOut = useSignOutAndLeave();
  const { pathname } = useLocation();
  const prefix = localePrefixOf(ctx);
  const { path } = splitLocalePrefix(pathname, ctx.localeFromPath ? [ctx.locale] : [], ctx.locale);
  const current = presentRouteOf(path, presence)?.route.params?.['tab'];
  const tabs = PROFILE_TABS.filter((tab) =>
    presentRouteOf(routePath(`profile-${tab}` as RouteName), presence),
  );
  const who = player.data?.nickname || player.data?.email;

  return (
    <header className="cr-profile-tabs">
      <div className="cr-profile-tabs__head">
        <div>
          <h1 className="cr-profile-tabs__title">{t('PROFILE.TITLE')}</h1>
          {who && <p className="cr-profile-tabs__who">{who}</p>}
        </div>
        {props.signOut && (
          <Button variant="secondary" iconStart="logout" loading={signOut.pending} onClick={signOut.run}>
            {t('PROFILE.SIGN_OUT')}
          </Button>
        )}
      </div>
      {tabs.length > 1 && (
        <nav className="cr-profile-tabs__nav" aria-label={t('PROFILE.TABS_LABEL')}>
          <ul className="cr-profile-tabs__list">
            {tabs.map((tab) => (
              <li key={tab}>
                <Link
                  className="cr-profile-tabs__tab"
                  to={joinPrefix(prefix, routePath(`profile-${tab}` as RouteName))}
                  aria-current={tab === current ? 'page' : undefined}
                >
                  {t(profileTabTitleKey(tab))}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
