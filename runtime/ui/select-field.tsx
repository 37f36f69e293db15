import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<
  ComponentPropsWithRef<'select'>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
> &
  FieldProps & {
    options: readonly SelectOption[];
    /** The text of an empty first option, offered while nothing is chosen; none when undefined. */
    placeholder?: string;
  };

/**
 * A labelled native select (the phone's own picker on mobile) with the look of TextField, its
 * error or hint announced with it.
 * @example <SelectField label={t('FORM.COUNTRY')} options={countries} placeholder={t('FORM.CHOOSE')} value={country} error={errors.country} onChange={...} />
 */
export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
