import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AU_CONFIRMATION_MAX_AGE_S } from '../../runtime/rules/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { readCookie, writeCookie } from '../../runtime/ui/browser-cookie.ts';
import type * as CookieModule from '../../runtime/ui/browser-cookie.ts';
import { AU_CONFIRMATION_COOKIE } from './au-confirmation.tsx';
import { auConfirmation } from './index.ts';

vi.mock('../../runtime/ui/browser-cookie.ts', async (original) => {
  const actual = await original<typeof CookieModule>();
  return { ...actual, writeCookie: vi.fn(actual.writeCookie) };
});

describe('Australian confirmation card', () => {
  afterEach(() => {
    document.cookie = `${AU_CONFIRMATION_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('asks an Australian visitor to confirm, and remembers the answer in a long-lived cookie', async () => {
    await renderWidget(auConfirmation, undefined, { context: { country: 'AU' } });
    expect(screen.getByRole('heading', { name: 'Visiting from Australia?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I confirm' }));
    expect(screen.queryByRole('heading', { name: 'Visiting from Australia?' })).toBeNull();
    expect(readCookie(AU_CONFIRMATION_COOKIE)).toBe('1');
    expect(AU_CONFIRMATION_MAX_AGE_S).toBeGreaterThanOrEqual(5 * 365 * 24 * 60 * 60);
    expect(writeCookie).toHaveBeenCalledWith(AU_CONFIRMATION_COOKIE, '1', {
      maxAgeSeconds: AU_CONFIRMATION_MAX_AGE_S,
    });
  });

  it('is not shown again once confirmed', async () => {
    document.cookie = `${AU_CONFIRMATION_COOKIE}=1; Path=/`;
    const view = await renderWidget(auConfirmation, undefined, { context: { country: 'AU' } });
    expect(view.container.innerHTML).toBe('');
  });
});
