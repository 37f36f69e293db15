import type { ComponentPropsWithRef } from 'react';
import { useFieldMessage, type FieldProps } from './field.tsx';
import { useHydrated } from './use-hydrated.ts';
import './checkbox-field.css';

export type CheckboxFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'type' | 'aria-invalid' | 'aria-describedby'
> &
  FieldProps;

/**
 * A checkbox with its label beside it and its error or hint under the label, announced with it.
 * The label may hold a link (terms): a click on the link follows it and does not tick the box.
 * @example <CheckboxField label={t('FORM.PROMOS')} checked={promos} onChange={(e) => setPromos(e.target.checked)} />
 */
export function CheckboxField({ label, error, hint, className, ...input }: CheckboxFieldProps) {
  const { control, message } = useFieldMessage({ error, hint });
  // Typed or ticked before the page hydrates, a server-rendered field would lose it to React: it
  // takes input once the page is live.
  const live = useHydrated();
  return (
    <div
      className={['cr-checkbox-field', error && 'cr-checkbox-field--invalid', className]
        .filter(Boolean)
        .join(' ')}
    >
      <input
        {...input}
        {...control}
        disabled={input.disabled || !live}
        type="checkbox"
        className="cr-checkbox-field__input"
      />
      <label className="cr-checkbox-field__label" htmlFor={control.id}>
        {label}
      </label>
      {message}
    </div>
  );
}
