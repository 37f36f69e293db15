import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../runtime/i18n/index.ts';
import { useClientContext, useCurrentIp, type Player } from '../../runtime/queries/index.ts';
import { Skeleton } from '../../runtime/ui/index.ts';

/** Display names of the browsers GET /client-context tells apart (product names: not translated). */
const BROWSER_NAMES: Readonly<Record<string, string>> = {
  chrome: 'Chrome',
  edge: 'Microsoft Edge',
  firefox: 'Firefox',
  opera: 'Opera',
  safari: 'Safari',
  samsung: 'Samsung Internet',
};

/**
 * What the platform gives about the session: the last sign-in of the account (the player's
 * `current_sign_in_at`), and the address and browser this page is used from (GET /api/current_ip,
 * GET /client-context). A value that could not be loaded says so; nothing is made up.
 */
export function SessionSection({ player }: { player: Player }) {
  const { t } = useTranslation();
  const ip = useCurrentIp();
  const client = useClientContext();
  const unavailable = <span className="cr-profile-security__muted">{t('PROFILE_SECURITY.UNAVAILABLE')}</span>;
  const pending = <Skeleton width="10em" height="1em" />;

  const signedIn = formatDateTime(player.current_sign_in_at);
  const browser = client.data
    ? (BROWSER_NAMES[client.data.browser] ?? t('PROFILE_SECURITY.BROWSER_UNKNOWN'))
    : '';

  return (
    <dl className="cr-profile-security__facts">
      <div>
        <dt>{t('PROFILE_SECURITY.SESSION_SIGNED_IN')}</dt>
        <dd>{signedIn ? <time dateTime={player.current_sign_in_at}>{signedIn}</time> : unavailable}</dd>
      </div>
      <div>
        <dt>{t('PROFILE_SECURITY.SESSION_ADDRESS')}</dt>
        <dd>
          {ip.isPending
            ? pending
            : ip.data
              ? ip.data.country_code
                ? `${ip.data.ip} (${ip.data.country_code})`
                : ip.data.ip
              : unavailable}
        </dd>
      </div>
      <div>
        <dt>{t('PROFILE_SECURITY.SESSION_DEVICE')}</dt>
        <dd>
          {client.isPending
            ? pending
            : client.data
              ? t(
                  client.data.isMobile ? 'PROFILE_SECURITY.DEVICE_PHONE' : 'PROFILE_SECURITY.DEVICE_COMPUTER',
                  {
                    browser,
                  },
                )
              : unavailable}
        </dd>
      </div>
    </dl>
  );
}
