import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

afterEach(() => {
  vi.useRealTimers();
});

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open sign in</button>
      <Modal
        open={open}
        title="Sign in"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label="E-mail" />
        <button>Submit</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title', () => {
    render(
      <Modal open title="Sign in" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The page has one banner, its header: the dialog adds no landmark of its own.
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('moves focus inside and keeps Tab and Shift+Tab within the dialog', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open sign in' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(document.activeElement).toBe(email);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(email);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open sign in' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes only the top modal when two are stacked and Escape is pressed', async () => {
    const user = userEvent.setup();
    const closeBottom = vi.fn();
    const closeTop = vi.fn();
    render(
      <>
        <Modal open title="Cashbox" onClose={closeBottom}>
          <button>Deposit</button>
        </Modal>
        <Modal open title="Confirm" onClose={closeTop}>
          <button>Yes</button>
        </Modal>
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closeTop).toHaveBeenCalledTimes(1);
    expect(closeBottom).not.toHaveBeenCalled();
  });

  it('closes when the overlay is clicked but not when the dialog itself is', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Sign in" onClose={onClose}>
        <p>Body text</p>
      </Modal>,
    );
    await user.click(screen.getByText('Body text'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the page scroll locked until the last of two open modals has closed', () => {
    const view = (first: boolean, second: boolean) => (
      <>
        <Modal open={first} title="One" onClose={() => {}}>
          <p>1</p>
        </Modal>
        <Modal open={second} title="Two" onClose={() => {}}>
          <p>2</p>
        </Modal>
      </>
    );
    const { rerender, unmount } = render(view(true, true));
    expect(document.body.style.overflow).toBe('hidden');
    rerender(view(true, false));
    expect(document.body.style.overflow).toBe('hidden');
    rerender(view(false, false));
    expect(document.body.style.overflow).toBe('');
    unmount();
  });

  it('plays its closing animation for the 100 ms close delay before it disappears', () => {
    vi.useFakeTimers();
    const view = (open: boolean) => (
      <Modal open={open} title="Sign in" onClose={() => {}}>
        <p>Body</p>
      </Modal>
    );
    const { rerender } = render(view(true));
    rerender(view(false));
    const overlay = screen.getByRole('dialog').parentElement!;
    expect(overlay.className).toContain('cr-modal--closing');
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('focuses the field marked for autofocus instead of the first one', () => {
    render(
      <Modal open title="New password" onClose={() => {}}>
        <input aria-label="Code" />
        <input aria-label="Password" data-autofocus="" />
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Password' }));
  });

  it('keeps focus in the dialog when the overlay is pressed', async () => {
    const user = userEvent.setup();
    render(
      <Modal open title="Sign in" onClose={() => {}} closeOnOverlayClick={false}>
        <input aria-label="E-mail" />
      </Modal>,
    );
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
  });

  it('can fill the screen on mobile', () => {
    render(
      <Modal open title="Search" fullScreen="mobile" onClose={() => {}}>
        <p>Results</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog').parentElement!.className).toContain('cr-modal--full-mobile');
  });

  it('with deferContent, shows its frame in the opening render and its content in a render of its own, then focuses it', async () => {
    // As in the browser, not under act(), which would run both renders as one.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      flushSync(() =>
        root.render(
          <Modal open title="Sign in" onClose={() => {}} deferContent>
            <input aria-label="E-mail" />
          </Modal>,
        ),
      );
      expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
      const field = await screen.findByRole('textbox', { name: 'E-mail' });
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(document.body.style.overflow).toBe('hidden');
    } finally {
      flushSync(() => root.unmount());
      host.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('shows its content with its frame by default', () => {
    render(
      <Modal open title="Sign in" onClose={() => {}}>
        <input aria-label="E-mail" />
      </Modal>,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
  });
});
