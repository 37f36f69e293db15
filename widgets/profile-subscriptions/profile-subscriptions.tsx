import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  usePlayer,
  useSubscriptions,
  useUpdateSubscriptions,
  type SubscriptionsOutcome,
} from '../../runtime/queries/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Button, CheckboxField, FormAlert, Skeleton } from '../../runtime/ui/index.ts';
import type { ProfileSubscriptionsProps } from './profile-subscriptions.schema.ts';
import './profile-subscriptions.css';

type Channel = NonNullable<ProfileSubscriptionsProps['channels']>[number];

/** The message keys' part of each subscription. */
const KEY_OF: Readonly<Record<Channel, 'PROMO' | 'SMS'>> = {
  receive_promos: 'PROMO',
  receive_sms_promos: 'SMS',
};

/** What the last change came to (spec §8: success, already subscribed, failure). */
type Result =
  | { channel: Channel; on: boolean; outcome: SubscriptionsOutcome }
  | { channel: Channel; on: boolean; outcome: 'failed' };

function resultKey(result: Result): string {
  const channel = KEY_OF[result.channel];
  if (result.outcome === 'failed') return 'PROFILE_MAIN.SUBSCRIPTIONS.FAILED';
  if (result.outcome === 'already-subscribed') return `PROFILE_MAIN.SUBSCRIPTIONS.ALREADY_${channel}`;
  return result.on
    ? `PROFILE_MAIN.SUBSCRIPTIONS.SUBSCRIBED_${channel}`
    : `PROFILE_MAIN.SUBSCRIPTIONS.UNSUBSCRIBED_${channel}`;
}

export default function ProfileSubscriptions({ props }: WidgetRenderProps<ProfileSubscriptionsProps>) {
  const { t } = useTranslation();
  const player = usePlayer();
  const subscriptions = useSubscriptions();
  const update = useUpdateSubscriptions();
  const titleId = useId();
  const [sending, setSending] = useState<{ channel: Channel; on: boolean } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const { channels } = props;

  if (!player.data) return null;
  const hasPhone = typeof player.data.mobile_phone === 'string' && player.data.mobile_phone.trim() !== '';

  const change = (channel: Channel, on: boolean) => {
    if (sending) return;
    setSending({ channel, on });
    setResult(null);
    update.mutate(
      { [channel]: on },
      {
        onSuccess: (outcome) => setResult({ channel, on, outcome }),
        onError: () => setResult({ channel, on, outcome: 'failed' }),
        onSettled: () => setSending(null),
      },
    );
  };

  let body: ReactNode;
  if (subscriptions.isError) {
    body = (
      <FormAlert className="cr-profile-subscriptions__alert">
        <p>{t('PROFILE_MAIN.SUBSCRIPTIONS.LOAD_ERROR')}</p>
        <Button variant="secondary" size="s" onClick={() => void subscriptions.refetch()}>
          {t('PROFILE_MAIN.RETRY')}
        </Button>
      </FormAlert>
    );
  } else if (subscriptions.isPending) {
    body = (
      <div className="cr-profile-subscriptions__list" aria-busy="true">
        {channels.map((channel) => (
          <Skeleton key={channel} height={24} />
        ))}
      </div>
    );
  } else {
    const saved = subscriptions.data;
    body = (
      <ul className="cr-profile-subscriptions__list">
        {channels.map((channel) => {
          const busy = sending?.channel === channel;
          return (
            <li key={channel}>
              <CheckboxField
                name={channel}
                label={t(`PROFILE_MAIN.SUBSCRIPTIONS.${KEY_OF[channel]}`)}
                // While saving, the box shows the player's choice; afterwards what the server has.
                checked={busy ? sending.on : saved[channel]}
                aria-disabled={sending ? true : undefined}
                aria-busy={busy || undefined}
                hint={
                  channel === 'receive_sms_promos' && !hasPhone
                    ? t('PROFILE_MAIN.SUBSCRIPTIONS.SMS_NO_PHONE')
                    : undefined
                }
                onChange={(event) => change(channel, event.target.checked)}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="cr-profile-subscriptions cr-form cr-form--wide" aria-labelledby={titleId}>
      <h2 id={titleId} className="cr-form__title">
        {t('PROFILE_MAIN.SUBSCRIPTIONS.TITLE')}
      </h2>
      <p className="cr-form__text">{t('PROFILE_MAIN.SUBSCRIPTIONS.INTRO')}</p>
      {body}
      {/* Always present, so that a message appearing is announced. */}
      <div className="cr-profile-subscriptions__result" role="status">
        {result && result.outcome !== 'failed' && (
          <p className="cr-profile-subscriptions__message">{t(resultKey(result))}</p>
        )}
      </div>
      {result?.outcome === 'failed' && (
        <FormAlert>
          <p>{t(resultKey(result))}</p>
        </FormAlert>
      )}
    </section>
  );
}
