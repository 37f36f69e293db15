import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from './field.tsx';
import { useHydrated } from './use-hydrated.ts';

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
  // Typed or ticked before the page hydrates, a server-rendered field would lose it to React: it
  // takes input once the page is live.
  const live = useHydrated();
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          readOnly={input.readOnly || !live}
          // A file input ignores readOnly: it is disabled instead.
          disabled={input.disabled || (!live && input.type === 'file')}
        />
      )}
    </Field>
  );
}
