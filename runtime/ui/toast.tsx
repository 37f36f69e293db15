import { createPortal } from 'react-dom';
import { useHydrated } from './use-hydrated.ts';
import { Button } from './button.tsx';
import { Icon, type IconName } from './icon.tsx';
import { IconButton } from './icon-button.tsx';
import { useUiLabels } from './ui-labels.tsx';
import './toast.css';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** One toast as the viewport shows it: the message is already translated. */
export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
}

const KIND_ICONS: Record<ToastKind, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  error: 'warning',
};

export interface ToastProps {
  toast: ToastItem;
  onDismiss: (id: string) => void;
}

/** A single toast: icon, message, optional action and a dismiss button. */
export function Toast({ toast, onDismiss }: ToastProps) {
  const labels = useUiLabels();
  return (
    <div className={`cr-toast cr-toast--${toast.kind}`} data-toast-id={toast.id}>
      <Icon name={KIND_ICONS[toast.kind]} className="cr-toast__icon" />
      <p className="cr-toast__message">{toast.message}</p>
      {toast.action && (
        <Button
          size="s"
          variant="secondary"
          className="cr-toast__action"
          onClick={() => {
            toast.action?.onClick();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </Button>
      )}
      <IconButton icon="close" size="s" label={labels.dismiss} onClick={() => onDismiss(toast.id)} />
    </div>
  );
}

export interface ToastViewportProps {
  toasts: ToastItem[];
  onDismiss: (id: string) => void;
  /** Accessible name of the region; defaults to the "Notifications" label. */
  label?: string;
}

/**
 * Where toasts appear: a polite live region that is always present (a region added together
 * with its first message is not announced). Timing is the toast store's business.
 */
export function ToastViewport({ toasts, onDismiss, label }: ToastViewportProps) {
  const labels = useUiLabels();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return createPortal(
    <section className="cr-toast-viewport" aria-label={label ?? labels.notifications} data-cr-layer="">
      <div aria-live="polite" aria-relevant="additions text" className="cr-toast-viewport__list">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </section>,
    document.body,
  );
}
