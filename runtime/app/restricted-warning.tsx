import { useTranslation } from 'react-i18next';
import type { RestrictedWarning as Warning } from '../routing/index.ts';

/** The spec §2 warning a restricted-region guest sees instead of a blocked popup or game. */
export function RestrictedWarning({ warning }: { warning: Warning }) {
  const { t } = useTranslation();
  return (
    <div className="cr-restricted-warning" role="alert">
      {t(`RESTRICTED.${warning}`)}
    </div>
  );
}
