import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FormAlert, FormAside, FormResult, FormWait, useSubmitOnce } from './form.tsx';

describe('FormAlert', () => {
  it('announces a form-level message as an alert', () => {
    render(<FormAlert>The link could not be sent.</FormAlert>);
    expect(screen.getByRole('alert').textContent).toBe('The link could not be sent.');
  });

  it('holds several messages and an action', () => {
    render(
      <FormAlert className="extra">
        <p>The list of countries could not be loaded.</p>
        <button type="button">Try again</button>
      </FormAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('cr-form__alert extra');
    expect(alert.querySelectorAll('p')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('FormWait', () => {
  it('says the wait once to assistive technology while the countdown on screen is a silent timer', () => {
    const announcement = 'Too many attempts. Try again in 45 seconds.';
    const { rerender } = render(
      <FormWait message="Too many attempts. Try again in 45 seconds." announcement={announcement} />,
    );
    rerender(<FormWait message="Too many attempts. Try again in 44 seconds." announcement={announcement} />);
    // The live region keeps its words: nothing new is read out each second.
    expect(screen.getByRole('alert').textContent).toBe(announcement);
    expect(screen.getByRole('timer').textContent).toBe('Too many attempts. Try again in 44 seconds.');
  });

  it('shows nothing without a wait', () => {
    const { container } = render(<FormWait message={null} announcement={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('FormAside', () => {
  it('leads to the next popup route, running onClick first', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <MemoryRouter initialEntries={['/de/registration']}>
        <Routes>
          <Route
            path="/de/registration"
            element={
              <FormAside text="Already have an account?" linkText="Log in" to="/de/login" onClick={onClick} />
            }
          />
          <Route path="/de/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText(/Already have an account\?/).textContent).toBe('Already have an account? Log in');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});

describe('FormResult', () => {
  it('moves the focus to its title when it replaces a form, and reads as a status', () => {
    render(
      <FormResult title="Check your mail" text="We have sent a link to ann@example.com.">
        <button type="button">Close</button>
      </FormResult>,
    );
    const status = screen.getByRole('status');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Check your mail' }));
    expect(status.textContent).toContain('We have sent a link to ann@example.com.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('shows no text paragraph when it has no text', () => {
    render(<FormResult title="Your e-mail is confirmed" />);
    expect(screen.getByRole('status').querySelector('p')).toBeNull();
  });
});

describe('useSubmitOnce', () => {
  it('ignores a second submit while the first is in flight, and takes one again once it has settled', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    let finish: () => void = () => undefined;
    const work = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(work);
      void result.current.run(work);
    });
    expect(work).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.pending).toBe(false);
    const next = vi.fn(async () => undefined);
    await act(() => result.current.run(next));
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('is ready for the next submit after a failed one', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    await act(() => result.current.run(() => Promise.reject(new Error('offline'))).catch(() => undefined));
    expect(result.current.pending).toBe(false);
    const work = vi.fn(async () => undefined);
    await act(() => result.current.run(work));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
