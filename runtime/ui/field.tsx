import { useId, type ReactNode } from 'react';
import './field.css';

export interface FieldMessageProps {
  /** Message under the field; marks the control invalid and is read with it. */
  error?: string | null;
  /** Help text under the field (shown when there is no error). */
  hint?: ReactNode;
}

/** What a form control receives to be tied to its label and to its error or hint. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The id and aria attributes of a form control, and the message to render under it (null when
 * there is none): screen readers read the error, or else the hint, with the control.
 */
export function useFieldMessage({ error, hint }: FieldMessageProps): {
  control: FieldControlProps;
  message: ReactNode;
} {
  const id = useId();
  const messageId = `${id}-message`;
  const text = error || hint;
  return {
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': text ? messageId : undefined,
    },
    message: text ? (
      <p id={messageId} className={error ? 'cr-text-field__error' : 'cr-text-field__hint'}>
        {text}
      </p>
    ) : null,
  };
}

export interface FieldProps extends FieldMessageProps {
  /** Visible label, tied to the control. */
  label: ReactNode;
  className?: string;
}

/** The label above a control and its message under it: the frame of TextField and SelectField. */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { children: (control: FieldControlProps & { className: string }) => ReactNode }) {
  const { control, message } = useFieldMessage({ error, hint });
  return (
    <div
      className={['cr-text-field', error && 'cr-text-field--invalid', className].filter(Boolean).join(' ')}
    >
      <label className="cr-text-field__label" htmlFor={control.id}>
        {label}
      </label>
      {children({ ...control, className: 'cr-text-field__input' })}
      {message}
    </div>
  );
}
