import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer, useUpdateBonusSettings } from '../../runtime/queries/index.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Runs a gift action, or first asks a player who switched bonuses off to switch them on. */
export type BonusesGate = (action: () => Promise<void>) => void;

/**
 * The bonus-issuing permission (spec §6: `can_issue_bonuses` needs a confirmation popup): a player
 * who switched bonuses off is asked before a gift is activated; agreeing switches them on
 * (PATCH /api/player/update_bonus_settings) and then runs the action. `action` reports its own
 * outcome.
 */
export function useBonusesGate(): { gate: BonusesGate; dialog: ReactNode } {
  const { t } = useTranslation();
  const player = usePlayer();
  const update = useUpdateBonusSettings();
  const [waiting, setWaiting] = useState<(() => Promise<void>) | null>(null);

  const gate: BonusesGate = (action) => {
    if (player.data?.can_issue_bonuses === false) setWaiting(() => action);
    else void action();
  };

  const dialog = (
    <ConfirmDialog
      open={waiting !== null}
      title={t('PROFILE_GIFTS.BONUSES_OFF.TITLE')}
      confirmLabel={t('PROFILE_GIFTS.BONUSES_OFF.CONFIRM')}
      keepLabel={t('PROFILE_GIFTS.BONUSES_OFF.KEEP')}
      failureText={() => t('PROFILE_GIFTS.BONUSES_OFF.FAILED')}
      onClose={() => setWaiting(null)}
      onConfirm={async () => {
        await update.mutateAsync(true);
        const action = waiting;
        setWaiting(null);
        void action?.();
      }}
    >
      <p>{t('PROFILE_GIFTS.BONUSES_OFF.TEXT')}</p>
    </ConfirmDialog>
  );
  return { gate, dialog };
}
