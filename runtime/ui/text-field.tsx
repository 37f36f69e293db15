import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './text-field.css';

export type TextFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'aria-invalid' | 'aria-describedby'
> & {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Message under the field; marks the input invalid and is read with it. */
  error?: string | null;
  /** Help text under the field (shown when there is no error). */
  hint?: ReactNode;
  className?: string;
};

/**
 * A labelled input with its error or hint under it, both announced with the input.
 * @example <TextField label={t('LOGIN_FORM.EMAIL')} type="email" value={email} error={errors.email} onChange={...} />
 */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error || hint;
  return (
    <div
      className={['cr-text-field', error && 'cr-text-field--invalid', className].filter(Boolean).join(' ')}
    >
      <label className="cr-text-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="cr-text-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      {message && (
        <p id={messageId} className={error ? 'cr-text-field__error' : 'cr-text-field__hint'}>
          {message}
        </p>
      )}
    </div>
  );
}
