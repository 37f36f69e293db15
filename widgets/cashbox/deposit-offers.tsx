import { useTranslation } from 'react-i18next';
import {
  offerTitle,
  playerGroups,
  useAvailableBonuses,
  useDepositBonuses,
  usePlayerStats,
} from '../../runtime/queries/index.ts';
import {
  depositGiftsAvailable,
  isMultiAccount,
  offerFitsDeposit,
  offerMinimum,
} from '../../runtime/rules/index.ts';
import { Badge, Button, Skeleton } from '../../runtime/ui/index.ts';
import type { Wallet } from './use-wallet.ts';

/**
 * The deposit bonuses on offer (GET /api/bonuses/deposit) for the deposit-bonus step: what each
 * gives and needs, whether the typed amount qualifies, and a button that sets its minimum. The
 * casino credits the bonus itself when the deposit meets the conditions.
 */
export function DepositOffers({
  wallet,
  amountCents,
  onPick,
}: {
  wallet: Wallet;
  amountCents: number | null;
  onPick: (minor: number) => void;
}) {
  const { t } = useTranslation();
  const offers = useDepositBonuses();
  const stats = usePlayerStats();
  const available = useAvailableBonuses();
  const { player, currency } = wallet;

  const multiAccount = isMultiAccount(playerGroups(player)) || available.data === false;
  let content;
  if (player.deposit_bonus_code) {
    content = <p className="cr-cashbox__muted">{t('CASHBOX.OFFERS.UNAVAILABLE_CODE')}</p>;
  } else if (
    !depositGiftsAvailable({
      deposit_bonus_code: player.deposit_bonus_code,
      can_issue_bonuses: player.can_issue_bonuses,
      multiAccount,
    })
  ) {
    content = <p className="cr-cashbox__muted">{t('CASHBOX.OFFERS.UNAVAILABLE')}</p>;
  } else if (offers.isPending) {
    content = <Skeleton height={72} />;
  } else {
    const nextDeposit = stats.data ? stats.data.deposits_count + 1 : null;
    const list = (offers.data ?? []).filter((offer) => offerFitsDeposit(offer, nextDeposit));
    content =
      list.length === 0 ? (
        <p className="cr-cashbox__muted">{t('CASHBOX.OFFERS.EMPTY')}</p>
      ) : (
        <>
          <ul className="cr-cashbox__offers">
            {list.map((offer) => {
              const min = offerMinimum(offer, currency);
              const qualifies = amountCents !== null && (min === null || amountCents >= min);
              return (
                <li key={offer.id} className="cr-cashbox__offer">
                  <span className="cr-cashbox__method-title">{offerTitle(offer)}</span>
                  {offer.bonuses.slice(1).map((bonus) => (
                    <span key={bonus.title} className="cr-cashbox__muted">
                      + {bonus.title}
                    </span>
                  ))}
                  {min !== null && (
                    <span className="cr-cashbox__muted">
                      {t('CASHBOX.OFFERS.MIN', { amount: wallet.money(min) })}
                    </span>
                  )}
                  {qualifies ? (
                    <Badge tone="success">{t('CASHBOX.OFFERS.QUALIFIES')}</Badge>
                  ) : (
                    min !== null && (
                      <Button size="s" variant="secondary" onClick={() => onPick(min)}>
                        {t('CASHBOX.OFFERS.USE_MIN', { amount: wallet.money(min) })}
                      </Button>
                    )
                  )}
                </li>
              );
            })}
          </ul>
          <p className="cr-cashbox__muted">{t('CASHBOX.OFFERS.NOTE')}</p>
        </>
      );
  }
  return (
    <section className="cr-cashbox__card">
      <h3 className="cr-cashbox__heading">{t('CASHBOX.OFFERS.TITLE')}</h3>
      {content}
    </section>
  );
}
