import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from './field.tsx';
import { useHydrated } from './use-hydrated.ts';

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
  // Typed or ticked before the page hydrates, a server-rendered field would lose it to React: it
  // takes input once the page is live.
  const live = useHydrated();
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...select} {...control} disabled={select.disabled || !live}>
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
