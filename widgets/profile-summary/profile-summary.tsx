import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../runtime/i18n/index.ts';
import { usePlayer, type Player } from '../../runtime/queries/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Badge, Button, FormAlert, Skeleton } from '../../runtime/ui/index.ts';
import type { ProfileSummaryProps } from './profile-summary.schema.ts';
import './profile-summary.css';

type Item = NonNullable<ProfileSummaryProps['items']>[number];

/** The currency's name in the page's language with its code ("Euro (EUR)"), or the code alone. */
function currencyName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="cr-profile-summary__row">
      <dt className="cr-profile-summary__term">{term}</dt>
      <dd className="cr-profile-summary__value">{children}</dd>
    </div>
  );
}

function Facts({ player, items }: { player: Player; items: readonly Item[] }) {
  const { t, i18n } = useTranslation();
  const rows: Record<Item, () => ReactNode> = {
    email: () => (
      <Row key="email" term={t('PROFILE_MAIN.SUMMARY.EMAIL')}>
        <span className="cr-profile-summary__email">{player.email}</span>{' '}
        {player.confirmed_at ? (
          <Badge tone="success">{t('PROFILE_MAIN.SUMMARY.CONFIRMED')}</Badge>
        ) : (
          <>
            <Badge tone="danger">{t('PROFILE_MAIN.SUMMARY.UNCONFIRMED')}</Badge>
            <span className="cr-profile-summary__hint">{t('PROFILE_MAIN.SUMMARY.UNCONFIRMED_HINT')}</span>
          </>
        )}
      </Row>
    ),
    'player-id': () => (
      <Row key="player-id" term={t('PROFILE_MAIN.SUMMARY.PLAYER_ID')}>
        {player.id}
      </Row>
    ),
    currency: () => (
      <Row key="currency" term={t('PROFILE_MAIN.SUMMARY.CURRENCY')}>
        {currencyName(player.currency, i18n.language)}
      </Row>
    ),
    'member-since': () => {
      const date = player.created_at ? formatDate(player.created_at) : '';
      return date ? (
        <Row key="member-since" term={t('PROFILE_MAIN.SUMMARY.MEMBER_SINCE')}>
          <time dateTime={player.created_at}>{date}</time>
        </Row>
      ) : null;
    },
  };
  return <dl className="cr-profile-summary__list">{items.map((item) => rows[item]())}</dl>;
}

export default function ProfileSummary({ props }: WidgetRenderProps<ProfileSummaryProps>) {
  const { t } = useTranslation();
  const player = usePlayer();
  const titleId = useId();
  const { items } = props;

  let body: ReactNode;
  if (player.isError) {
    body = (
      <FormAlert className="cr-profile-summary__alert">
        <p>{t('PROFILE_MAIN.SUMMARY.LOAD_ERROR')}</p>
        <Button variant="secondary" size="s" onClick={() => void player.refetch()}>
          {t('PROFILE_MAIN.RETRY')}
        </Button>
      </FormAlert>
    );
  } else if (player.isPending) {
    body = (
      <div className="cr-profile-summary__list" aria-busy="true">
        {items.map((item) => (
          <Skeleton key={item} height={20} />
        ))}
      </div>
    );
  } else if (!player.data) {
    // Only a signed-in player has an account to show; the profile routes send guests away.
    return null;
  } else {
    body = <Facts player={player.data} items={items} />;
  }

  return (
    <section className="cr-profile-summary cr-form cr-form--wide" aria-labelledby={titleId}>
      <h2 id={titleId} className="cr-form__title">
        {t('PROFILE_MAIN.SUMMARY.TITLE')}
      </h2>
      {body}
    </section>
  );
}
