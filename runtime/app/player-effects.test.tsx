import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../queries/query-keys.ts';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { useGameGuardStore } from '../state/game-guard-store.ts';
import PlayerEffects from './player-effects.tsx';

const player = { id: 7, email: 'a@b.c', currency: 'EUR' };
const limit = (type: string, amount: number, used: number) => ({
  id: 1,
  type,
  period: 'day',
  accounts: [{ currency: 'EUR', amount_cents: amount, current_value_amount_cents: used }],
});

afterEach(() => useGameGuardStore.getState().setLimitReached(false));

describe("the player's effects tell the game guard", () => {
  const render = (limits: unknown[]) =>
    renderWithProviders(<PlayerEffects />, {
      context: { auth: 'player' },
      queryData: [
        [queryKeys.player.profile(), player],
        [queryKeys.player.payments(), []],
        [queryKeys.player.limits(), limits],
      ],
    });

  it('that a reached limit stops play, and forget it when the player leaves', async () => {
    const view = render([limit('loss', 5_000, -5_000)]);
    await waitFor(() => expect(useGameGuardStore.getState().limitReached).toBe(true));
    view.unmount();
    expect(useGameGuardStore.getState().limitReached).toBe(false);
  });

  it('that a limit with room left, or a deposit limit, does not', async () => {
    render([limit('loss', 5_000, -1_000), limit('deposit', 5_000, 5_000)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useGameGuardStore.getState().limitReached).toBe(false);
  });
});
