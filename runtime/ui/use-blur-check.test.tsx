import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field.tsx';
import { useBlurCheck } from './use-blur-check.ts';

/** A field that must hold digits, checked when it is left, above its submit button. */
function DigitsForm({ onSubmit, onCheck }: { onSubmit: () => void; onCheck: () => void }) {
  const checkOnBlur = useBlurCheck();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = () => {
    onCheck();
    setError(/^\d+$/.test(value) ? undefined : 'Digits only');
  };
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        check();
        onSubmit();
      }}
    >
      <TextField
        label="Code"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => checkOnBlur(check)}
      />
      <button type="submit">Save</button>
      <a href="#help">Help</a>
    </form>
  );
}

const setup = () => {
  const onSubmit = vi.fn();
  const onCheck = vi.fn();
  const view = render(<DigitsForm onSubmit={onSubmit} onCheck={onCheck} />);
  return { user: userEvent.setup(), onSubmit, onCheck, view };
};

const message = () => screen.queryByText('Digits only');

describe('useBlurCheck', () => {
  it('checks a field at once when the player tabs out of it', async () => {
    const { user, onCheck } = setup();
    await user.type(screen.getByLabelText('Code'), 'abc');
    await user.tab();
    expect(onCheck).toHaveBeenCalledTimes(1);
    expect(message()).not.toBeNull();
  });

  it('shows nothing while the submit is pressed, so one click submits', async () => {
    const { user, onSubmit } = setup();
    const input = screen.getByLabelText('Code');
    const submit = screen.getByRole('button', { name: 'Save' });
    const leftFor = vi.fn();
    input.addEventListener('focusout', (event) => leftFor(event.relatedTarget));
    await user.type(input, 'abc');

    await user.pointer({ keys: '[MouseLeft>]', target: submit });
    // The press moved the focus to the submit: the field was left for it...
    expect(leftFor).toHaveBeenCalledWith(submit);
    // ...and nothing above the button changed while it is held.
    expect(message()).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.pointer({ keys: '[/MouseLeft]', target: submit });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(message()).not.toBeNull();
  });

  it('checks the field once the press elsewhere is released', async () => {
    const { user, onCheck } = setup();
    const input = screen.getByLabelText('Code');
    await user.type(input, 'abc');
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByText('Help') });
    expect(document.activeElement).not.toBe(input);
    expect(onCheck).not.toHaveBeenCalled();
    await user.pointer({ keys: '[/MouseLeft]', target: document.body });
    await waitFor(() => expect(message()).not.toBeNull());
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it('drops a waiting check when the form goes away', async () => {
    const { user, onCheck, view } = setup();
    await user.type(screen.getByLabelText('Code'), 'abc');
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Save' }) });
    view.unmount();
    await user.pointer({ keys: '[/MouseLeft]', target: document.body });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onCheck).not.toHaveBeenCalled();
  });
});
