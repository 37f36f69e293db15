import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<
  ComponentPropsWithRef<'select'>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option, shown while nothing is chosen. */
  placeholder: string;
  error?: string | null;
  hint?: ReactNode;
};

/** A labelled native select with its error or hint announced with it (the look of TextField). */
export function SelectField({ label, options, placeholder, error, hint, ...select }: SelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error || hint;
  return (
    <div className={`cr-select-field${error ? ' cr-select-field--invalid' : ''}`}>
      <label className="cr-select-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        className="cr-select-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {message && (
        <p id={messageId} className={error ? 'cr-select-field__error' : 'cr-select-field__hint'}>
          {message}
        </p>
      )}
    </div>
  );
}
