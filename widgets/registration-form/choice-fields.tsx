import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown first with an empty value while nothing is chosen. */
  placeholder?: string;
  error?: string | null;
};

/** A labelled native select (the phone's own picker on mobile), its error read with it. */
export function SelectField({ label, options, placeholder, error, ...select }: SelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`cr-registration-form__select${error ? ' cr-registration-form__select--invalid' : ''}`}>
      <label className="cr-registration-form__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        className="cr-registration-form__select-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={messageId} className="cr-registration-form__message">
          {error}
        </p>
      )}
    </div>
  );
}

type CheckboxFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'type' | 'aria-invalid' | 'aria-describedby'
> & {
  /** May hold a link (the terms): a click on it does not tick the box. */
  label: ReactNode;
  error?: string | null;
};

/** A checkbox with its label beside it and its error under it. */
export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`cr-registration-form__check${error ? ' cr-registration-form__check--invalid' : ''}`}>
      <input
        {...input}
        id={id}
        type="checkbox"
        className="cr-registration-form__check-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
      />
      <label className="cr-registration-form__check-label" htmlFor={id}>
        {label}
      </label>
      {error && (
        <p id={messageId} className="cr-registration-form__message">
          {error}
        </p>
      )}
    </div>
  );
}
