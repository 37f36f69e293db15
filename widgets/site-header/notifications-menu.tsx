import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { badgeCountText } from '../../runtime/rules/index.ts';
import {
  useNotificationsStore,
  type StoredNotification,
  NO_NOTIFICATIONS,
} from '../../runtime/state/notifications-store.ts';
import { Badge, Dropdown, Icon, IconButton, useBrowserValue } from '../../runtime/ui/index.ts';

function NotificationEntry({
  notification,
  onDelete,
}: {
  notification: StoredNotification;
  onDelete: (key: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useSiteContext();
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
    <li className="cr-site-header__notification" data-key={notification.key}>
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
        onClick={() => onDelete(notification.key)}
      />
    </li>
  );
}

/**
 * The bell: a count badge ('9+' above nine, spec §4) and a panel listing the notifications, each
 * deletable. Deleting one moves focus to the next one's delete button (or the panel's title once
 * the list is empty), so a keyboard user never loses their place.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  // Kept in local storage: none in the server's markup, the browser's from hydration on.
  const items = useBrowserValue(
    useNotificationsStore((s) => s.items),
    NO_NOTIFICATIONS,
  );
  const remove = useNotificationsStore((s) => s.remove);
  const panel = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const countText = badgeCountText(items.length);

  // Where focus goes once a deletion has rendered: a neighbour's key, or null for the title.
  const focusAfterDelete = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const pending = focusAfterDelete.current;
    if (pending === undefined) return;
    focusAfterDelete.current = undefined;
    const target =
      pending === null
        ? titleRef.current
        : panel.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(pending)}"] button`);
    target?.focus();
  }, [items]);

  const onDelete = (key: string) => {
    const index = items.findIndex((n) => n.key === key);
    focusAfterDelete.current = (items[index + 1] ?? items[index - 1])?.key ?? null;
    remove(key);
  };

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
        <div ref={panel} className="cr-site-header__panel cr-site-header__notifications">
          <h2 ref={titleRef} tabIndex={-1} className="cr-site-header__panel-title">
            {t('HEADER.NOTIFICATIONS.TITLE')}
          </h2>
          {items.length === 0 ? (
            <div className="cr-site-header__empty">
              <Icon name="bell" size={32} />
              <p>{t('HEADER.NOTIFICATIONS.EMPTY')}</p>
            </div>
          ) : (
            <ul className="cr-site-header__notification-list">
              {items.map((notification) => (
                <NotificationEntry key={notification.key} notification={notification} onDelete={onDelete} />
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
