import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { badgeCountText } from '../../runtime/rules/badges.ts';
import { useNotificationsStore, type StoredNotification } from '../../runtime/state/notifications-store.ts';
import { Badge, Dropdown, Icon, IconButton } from '../../runtime/ui/index.ts';

function NotificationEntry({ notification }: { notification: StoredNotification }) {
  const { t } = useTranslation();
  const { locale } = useSiteContext();
  const remove = useNotificationsStore((s) => s.remove);
  const title =
    notification.kind === 'bonus'
      ? t('HEADER.NOTIFICATIONS.BONUS_ISSUED', { title: notification.title })
      : notification.kind === 'freespin'
        ? t('HEADER.NOTIFICATIONS.FREESPINS_ISSUED', { title: notification.title })
        : notification.title;
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
    notification.receivedAt,
  );
  return (
    <li className="cr-site-header__notification">
      <div className="cr-site-header__notification-body">
        <p className="cr-site-header__notification-title">{title}</p>
        {notification.text && <p className="cr-site-header__notification-text">{notification.text}</p>}
        <time
          className="cr-site-header__notification-time"
          dateTime={new Date(notification.receivedAt).toISOString()}
        >
          {time}
        </time>
      </div>
      <IconButton
        icon="close"
        size="s"
        label={t('HEADER.NOTIFICATIONS.DELETE', { title })}
        onClick={() => remove(notification.key)}
      />
    </li>
  );
}

/** The bell: a count badge ('9+' above nine, spec §4) and a panel listing the notifications. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const items = useNotificationsStore((s) => s.items);
  const countText = badgeCountText(items.length);
  return (
    <>
      <Dropdown
        className="cr-site-header__bell"
        trigger={
          <span className="cr-site-header__icon-with-badge">
            <Icon name="bell" size={20} />
            {countText && (
              <Badge tone="danger" className="cr-site-header__count">
                {countText}
              </Badge>
            )}
          </span>
        }
        triggerLabel={
          countText
            ? t('HEADER.NOTIFICATIONS.BUTTON_COUNT', { count: countText })
            : t('HEADER.NOTIFICATIONS.BUTTON')
        }
        hideChevron
        align="end"
      >
        <div className="cr-site-header__panel cr-site-header__notifications">
          <h2 className="cr-site-header__panel-title">{t('HEADER.NOTIFICATIONS.TITLE')}</h2>
          {items.length === 0 ? (
            <div className="cr-site-header__empty">
              <Icon name="bell" size={32} />
              <p>{t('HEADER.NOTIFICATIONS.EMPTY')}</p>
            </div>
          ) : (
            <ul className="cr-site-header__notification-list">
              {items.map((notification) => (
                <NotificationEntry key={notification.key} notification={notification} />
              ))}
            </ul>
          )}
        </div>
      </Dropdown>
      {/* Announces arrivals without moving focus; the badge itself is hidden from screen readers. */}
      <span className="cr-visually-hidden" aria-live="polite">
        {countText ? t('HEADER.NOTIFICATIONS.BUTTON_COUNT', { count: countText }) : ''}
      </span>
    </>
  );
}
