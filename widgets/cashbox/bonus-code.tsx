import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../runtime/ui/index.ts';

/**
 * The optional deposit bonus code: the code already set on the account with a way to remove it,
 * or a field to type one (applied with its button, or before the deposit is sent).
 */
export function BonusCode({
  current,
  value,
  error,
  busy,
  inputRef,
  onChange,
  onApply,
  onRemove,
}: {
  current: string | null;
  value: string;
  error: string | undefined;
  busy: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  if (current) {
    return (
      <div className="cr-cashbox__bonus-code" aria-busy={busy || undefined}>
        <p className="cr-cashbox__applied" role="status">
          {t('CASHBOX.BONUS_CODE.APPLIED', { code: current })}
        </p>
        <Button variant="ghost" size="s" loading={busy} onClick={onRemove}>
          {t('CASHBOX.BONUS_CODE.REMOVE')}
        </Button>
        {error && (
          <p className="cr-cashbox__error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="cr-cashbox__bonus-code cr-cashbox__inline">
      <TextField
        ref={inputRef}
        className="cr-cashbox__grow"
        label={t('CASHBOX.BONUS_CODE.LABEL')}
        name="deposit_bonus_code"
        autoComplete="off"
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button variant="secondary" loading={busy} disabled={value.trim() === ''} onClick={onApply}>
        {t('CASHBOX.BONUS_CODE.APPLY')}
      </Button>
    </div>
  );
}
