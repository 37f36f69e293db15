import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/modal.tsx';
import type { ConfigProblem } from './live-config-events.ts';
import './config-error-overlay.css';

/** `brands/nova/brand.json:3:7`: where an editor jumps to. */
export function problemLocation(problem: Pick<ConfigProblem, 'file' | 'line' | 'column'>): string {
  return `${problem.file}:${problem.line}:${problem.column}`;
}

/**
 * The development overlay of broken configuration edits, after Vite's error overlay: each
 * problem with file:line:col, the message, the rule of `croupier validate` and the code around
 * it. A dialog: Escape or the close button dismisses it; the page behind keeps the last good version.
 */
export function ConfigErrorOverlay({
  problems,
  open,
  onClose,
}: {
  problems: readonly ConfigProblem[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open && problems.length > 0}
      onClose={onClose}
      title={t('LIVE_CONFIG.TITLE', { count: problems.length })}
      size="l"
      className="cr-config-overlay"
    >
      <p className="cr-config-overlay__kept">{t('LIVE_CONFIG.KEPT')}</p>
      <ol className="cr-config-overlay__list">
        {problems.map((problem, index) => (
          <li
            key={`${problemLocation(problem)} ${problem.rule} ${index}`}
            className="cr-config-overlay__problem"
          >
            <p className="cr-config-overlay__file">{problemLocation(problem)}</p>
            <p className="cr-config-overlay__message">{problem.message}</p>
            <p className="cr-config-overlay__rule">
              {t('LIVE_CONFIG.RULE')} <code>{problem.rule}</code>
            </p>
            <pre className="cr-config-overlay__frame" tabIndex={0}>
              <code>{problem.frame}</code>
            </pre>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
