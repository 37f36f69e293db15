import { useRef, useState, type ReactNode } from 'react';
import { Button, FormAlert, Modal, useSubmitOnce } from '../../runtime/ui/index.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  /** The confirmed action; a failure stays in the dialog with `failureText`. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  failureText: (error: unknown) => string;
}

/**
 * A question before an action that cannot be taken back: the action runs once however often the
 * button is pressed, and the dialog stays open with the reason when it fails.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  keepLabel,
  onConfirm,
  onClose,
  failureText,
}: ConfirmDialogProps) {
  const submitting = useSubmitOnce();
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (submitting.pending) return;
    setError(null);
    onClose();
  };
  const confirm = () =>
    void submitting.run(async () => {
      setError(null);
      try {
        await onConfirm();
      } catch (failure) {
        setError(failureText(failure));
      }
    });
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      size="s"
      initialFocusRef={confirmRef}
      closeOnEscape={!submitting.pending}
      closeOnOverlayClick={!submitting.pending}
      footer={
        <div className="cr-profile-gifts__confirm">
          <Button variant="secondary" disabled={submitting.pending} onClick={close}>
            {keepLabel}
          </Button>
          <Button ref={confirmRef} loading={submitting.pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {children}
      {error && <FormAlert className="cr-profile-gifts__dialog-error">{error}</FormAlert>}
    </Modal>
  );
}
