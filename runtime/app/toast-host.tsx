import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToastStore } from '../state/toast-store.ts';
import { ToastViewport } from '../ui/toast.tsx';

/** Shows the toasts of the toast store, translated (spec §8 message keys). */
export function ToastHost() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ToastViewport
      toasts={toasts.map((toast) => ({
        id: toast.id,
        kind: toast.kind,
        message: t(toast.messageKey, toast.values ?? {}),
        ...(toast.action
          ? { action: { label: t(toast.action.labelKey), onClick: () => void navigate(toast.action!.to) } }
          : {}),
      }))}
      onDismiss={dismiss}
    />
  );
}
