import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { EmailLinkForm, type EmailLinkFormProps } from './email-link-form.tsx';

function show(overrides: Partial<EmailLinkFormProps> = {}) {
  const send = vi.fn(overrides.send ?? (async () => undefined));
  renderWithProviders(
    <EmailLinkForm
      intro="We send you a link."
      emailLabel="E-mail"
      submitLabel="Send"
      readFailure={() => ({ field: 'No such address', form: null })}
      sent={(email) => <p>Sent to {email}</p>}
      {...overrides}
      send={send}
    />,
  );
  return { send, user: userEvent.setup(), field: () => screen.getByLabelText('E-mail') as HTMLInputElement };
}

describe('EmailLinkForm', () => {
  it('shows the default address until the player types, and sends what they typed, trimmed', async () => {
    const { send, user, field } = show({ defaultEmail: 'ann@example.com' });
    expect(field().value).toBe('ann@example.com');
    await user.clear(field());
    await user.type(field(), ' bob@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to bob@example.com')).toBeTruthy();
    expect(send).toHaveBeenCalledExactlyOnceWith('bob@example.com');
  });

  it('sends nothing for an address that is not one, and puts the focus on the field', async () => {
    const { send, user, field } = show();
    await user.type(field(), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a refused request’s message under the field, keeps what was typed and focuses it', async () => {
    const { user, field } = show({
      send: async () => {
        throw new Error('refused');
      },
    });
    await user.type(field(), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('No such address')).toBeTruthy();
    expect(field().value).toBe('ann@example.com');
    expect(document.activeElement).toBe(field());
    expect(screen.queryByText(/Sent to/)).toBeNull();
  });
});
