import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../runtime/i18n/index.ts';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { profileSummary } from './index.ts';

const PLAYER = {
  id: 4711,
  email: 'ada@example.com',
  nickname: 'Ada',
  currency: 'EUR',
  confirmed_at: '2026-01-02T10:00:00Z',
  created_at: '2026-01-02T09:30:00Z',
  language: 'en',
  statuses: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The summary's rows as [term, value] pairs. */
function rows() {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim()]);
}

afterEach(() => vi.unstubAllGlobals());

describe('profile summary', () => {
  it('lists the e-mail as confirmed, the player id, the wallet currency and the date of registration', async () => {
    await renderWidget(profileSummary, undefined, {
      context: { auth: 'player' },
      queryData: [[queryKeys.player.profile(), PLAYER]],
    });
    const section = screen.getByRole('region', { name: 'Account' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Account' })).toBeTruthy();
    expect(rows()).toEqual([
      ['E-mail', 'ada@example.com Confirmed'],
      ['Player ID', '4711'],
      ['Currency', 'Euro (EUR)'],
      ['Member since', formatDate(PLAYER.created_at)],
    ]);
    expect(formatDate(PLAYER.created_at)).toMatch(/^\d{2}\/\d{2}\/2026$/);
  });

  it('says an e-mail is not confirmed yet and how to confirm it', async () => {
    await renderWidget(profileSummary, undefined, {
      context: { auth: 'player' },
      queryData: [[queryKeys.player.profile(), { ...PLAYER, confirmed_at: null }]],
    });
    expect(screen.getByText('Not confirmed')).toBeTruthy();
    expect(screen.getByText('Open the link we sent to this address to confirm it.')).toBeTruthy();
    expect(screen.queryByText('Confirmed')).toBeNull();
  });

  it('lists only the items the layout names, in its order, in the page language', async () => {
    await renderWidget(
      profileSummary,
      { items: ['currency', 'email'] },
      {
        context: { auth: 'player', locale: 'de' },
        queryData: [[queryKeys.player.profile(), { ...PLAYER, currency: 'CAD' }]],
      },
    );
    expect(rows().map(([term]) => term)).toEqual(['Währung', 'E-Mail']);
    expect(rows()[0]?.[1]).toBe('Kanadischer Dollar (CAD)');
  });

  it('shows placeholders while the player loads, then the facts', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const view = await renderWidget(profileSummary, undefined, { context: { auth: 'player' } });
    expect(view.container.querySelector('[aria-busy="true"]')).toBeTruthy();
    answer(json(200, PLAYER));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
  });

  it('offers a retry when the player cannot be loaded', async () => {
    const answers = [json(500, {}), json(200, PLAYER)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? json(500, {})),
    );
    await renderWidget(profileSummary, undefined, { context: { auth: 'player' } });
    expect(await screen.findByText('Your account details could not be loaded.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('ada@example.com')).toBeTruthy());
  });

  it('shows nothing to a guest', async () => {
    const view = await renderWidget(profileSummary, undefined, {
      queryData: [[queryKeys.player.profile(), null]],
    });
    expect(view.container.textContent).toBe('');
  });
});
