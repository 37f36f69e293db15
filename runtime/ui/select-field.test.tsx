import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField, type SelectOption } from './select-field.tsx';
import { descriptionOf } from '../../tests/harness/description-of.ts';

const countries: SelectOption[] = [
  { value: 'CA', label: 'Canada' },
  { value: 'DE', label: 'Germany' },
];

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

function Country({ error, hint }: { error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="Country"
      options={countries}
      // As the registration form does: the empty choice goes once something is chosen.
      placeholder={value === '' ? 'Choose…' : undefined}
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('SelectField', () => {
  it('offers an empty first choice while nothing is chosen, then the chosen value', async () => {
    const user = userEvent.setup();
    render(<Country />);
    const select = screen.getByLabelText<HTMLSelectElement>('Country');
    expect(optionTexts(select)).toEqual(['Choose…', 'Canada', 'Germany']);
    expect(select.value).toBe('');
    await user.selectOptions(select, 'Germany');
    expect(select.value).toBe('DE');
    expect(optionTexts(select)).toEqual(['Canada', 'Germany']);
  });

  it('has only the given options without a placeholder', () => {
    render(<SelectField label="Currency" options={countries} defaultValue="CA" />);
    expect(optionTexts(screen.getByLabelText('Currency'))).toEqual(['Canada', 'Germany']);
  });

  it('reads its hint, or its error instead, with the select and marks it invalid on an error', () => {
    const { rerender } = render(<Country hint="Filled in from your postal code." />);
    const select = screen.getByLabelText('Country');
    expect(descriptionOf(select)).toBe('Filled in from your postal code.');
    expect(select.hasAttribute('aria-invalid')).toBe(false);

    rerender(<Country hint="Filled in from your postal code." error="Country is required" />);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(select)).toBe('Country is required');
    expect(screen.queryByText('Filled in from your postal code.')).toBeNull();
  });

  it('hands its select to a ref and passes the other attributes on', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <SelectField
        ref={ref}
        label="Gender"
        name="gender"
        autoComplete="sex"
        aria-required
        options={[{ value: 'f', label: 'Female' }]}
        placeholder="Choose…"
      />,
    );
    const select = screen.getByLabelText('Gender');
    expect(ref.current).toBe(select);
    expect(select.getAttribute('name')).toBe('gender');
    expect(select.getAttribute('autocomplete')).toBe('sex');
    expect(select.getAttribute('aria-required')).toBe('true');
  });
});
