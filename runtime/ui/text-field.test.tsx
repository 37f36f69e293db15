import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';
import { descriptionOf } from '../../tests/harness/description-of.ts';

function Email({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="E-mail"
      type="email"
      hint="We never share it."
      value={value}
      error={error}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('TextField', () => {
  it('is found by its label and keeps what the player types', async () => {
    const user = userEvent.setup();
    render(<Email />);
    const input = screen.getByLabelText<HTMLInputElement>('E-mail');
    await user.type(input, 'ann@example.com');
    expect(input.value).toBe('ann@example.com');
    expect(input.getAttribute('type')).toBe('email');
  });

  it('reads the hint with the input while there is no error', () => {
    render(<Email />);
    const input = screen.getByLabelText('E-mail');
    expect(descriptionOf(input)).toBe('We never share it.');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows an error instead of the hint, marks the input invalid and reads the error with it', () => {
    render(<Email error="Enter a valid e-mail address" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('Enter a valid e-mail address');
    expect(screen.queryByText('We never share it.')).toBeNull();
  });

  it('describes nothing when it has neither hint nor error', () => {
    render(<TextField label="Nickname" defaultValue="" />);
    expect(screen.getByLabelText('Nickname').hasAttribute('aria-describedby')).toBe(false);
  });

  it('hands its input to a ref, so that a form can focus the first invalid field', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Password" type="password" error="Password is required" />);
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <TextField label="First name" error="First name is required" />
        <TextField label="Last name" error="Last name is required" />
      </>,
    );
    expect(descriptionOf(screen.getByLabelText('First name'))).toBe('First name is required');
    expect(descriptionOf(screen.getByLabelText('Last name'))).toBe('Last name is required');
  });
});
