import { useId, type Ref } from 'react';

/** A labelled native select with its error under it, styled like the design system's text field. */
export function SelectField({
  label,
  name,
  value,
  options,
  error,
  onChange,
  ref,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly string[];
  error?: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`cr-text-field${error ? ' cr-text-field--invalid' : ''}`}>
      <label className="cr-text-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        className="cr-text-field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="cr-text-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
