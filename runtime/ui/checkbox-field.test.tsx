import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field.tsx';
import { descriptionOf } from '../../tests/harness/description-of.ts';

function Promos({ error, hint }: { error?: string; hint?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      label="Send me bonuses by e-mail"
      checked={checked}
      error={error}
      hint={hint}
      onChange={(event) => setChecked(event.target.checked)}
    />
  );
}

describe('CheckboxField', () => {
  it('is a checkbox named by its label; a click on the label ticks it', async () => {
    const user = userEvent.setup();
    render(<Promos />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Send me bonuses by e-mail' });
    expect(box.checked).toBe(false);
    await user.click(screen.getByText('Send me bonuses by e-mail'));
    expect(box.checked).toBe(true);
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
  });

  it('reads its hint, or its error instead, with the box and marks it invalid on an error', () => {
    const { rerender } = render(<Promos hint="You can change this later." />);
    const box = screen.getByRole('checkbox');
    expect(descriptionOf(box)).toBe('You can change this later.');
    expect(box.hasAttribute('aria-invalid')).toBe(false);

    rerender(<Promos hint="You can change this later." error="The Terms and Conditions must be accepted" />);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box)).toBe('The Terms and Conditions must be accepted');
  });

  it('keeps a link in its label as a link', () => {
    render(
      <CheckboxField
        label={
          <>
            I accept the <a href="/terms">Terms</a>
          </>
        }
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'I accept the Terms' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
  });

  it('hands its box to a ref and is always a checkbox', () => {
    const ref = createRef<HTMLInputElement>();
    render(<CheckboxField ref={ref} label="Terms" name="terms_acceptance" />);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Terms' }));
    expect(ref.current?.getAttribute('type')).toBe('checkbox');
    expect(ref.current?.getAttribute('name')).toBe('terms_acceptance');
  });
});
