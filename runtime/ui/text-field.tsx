import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from './field.tsx';

export type TextFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'aria-invalid' | 'aria-describedby'
> &
  FieldProps;

/**
 * A labelled input with its error or hint under it, both announced with the input.
 * @example <TextField label={t('LOGIN_FORM.EMAIL')} type="email" value={email} error={errors.email} onChange={...} />
 */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} {...control} />}
    </Field>
  );
}
