import { useTranslation } from 'react-i18next';
import { useLivePromoStatus, type PromoTimes } from '../../runtime/rules/index.ts';
import { useUiLabels } from '../../runtime/ui/index.ts';

const STATUS_KEYS = {
  'ends-in': 'TOURNAMENTS.STATUS.ENDS_IN',
  'starts-in': 'TOURNAMENTS.STATUS.STARTS_IN',
  finished: 'TOURNAMENTS.STATUS.FINISHED',
} as const;

/**
 * The promo status display (spec §4): "Ends in" with the time left while running, "Starts in" with
 * the time to the start before, "Finished" after; the timer ticks each second. `onChange` runs when
 * the state moves on (the page then asks for the item again).
 */
export function StatusDisplay({ times, onChange }: { times: PromoTimes; onChange?: () => void }) {
  const { t } = useTranslation();
  const { units } = useUiLabels();
  const { status, parts } = useLivePromoStatus(times, onChange);
  const shown = [
    parts.days !== null && `${parts.days}${units.days}`,
    `${parts.hours}${units.hours}`,
    `${parts.minutes}${units.minutes}`,
    `${parts.seconds}${units.seconds}`,
  ].filter(Boolean);
  return (
    <p className={`cr-promo-page__status cr-promo-page__status--${status.state}`}>
      <span className="cr-promo-page__status-label">{t(STATUS_KEYS[status.label])}</span>
      {status.target !== null && (
        <>
          {' '}
          <span role="timer" className="cr-promo-page__timer" suppressHydrationWarning>
            {shown.join(' ')}
          </span>
        </>
      )}
    </p>
  );
}
