import { act, cleanup, screen } from '@testing-library/react';
import type { QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../runtime/context/types.ts';
import { formatMoney } from '../runtime/i18n/index.ts';
import { queryKeys, type Account, type Player } from '../runtime/queries/index.ts';
import { LAYOUT_IDS } from '../runtime/routing/index.ts';
import { renderWidget } from '../tests/harness/render-widget.tsx';
import { useModalStore } from '../runtime/state/modal-store.ts';
import { useSidebarStore } from '../runtime/state/sidebar-store.ts';
import type { AnyWidgetDefinition } from '../runtime/slots/define-widget.ts';
import { widgets } from '../widgets/index.ts';

// Spec §9 and issue 15: an amount reads the same wherever the page shows it. The header, the
// sidebar and the cashbox each show the player's balance; all three must print the same text for
// the same account, in every unit the currency list gives (USDT in cents, not satoshi).

const widget = (id: string): AnyWidgetDefinition => {
  const found = widgets.find((definition) => definition.id === id);
  if (!found) throw new Error(`no widget ${id}`);
  return found;
};
const siteHeader = widget('site-header');
const sidebar = widget('sidebar');
const cashbox = widget('cashbox');

/** The currency list of the platform: its subunits win over any default. */
const currencies = [
  { code: 'CAD', symbol: 'C$', subunits_to_unit: 100, fiat: true, default: false, subcurrencies: [] },
  { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true, default: true, subcurrencies: [] },
  { code: 'BTC', symbol: '₿', subunits_to_unit: 100_000_000, fiat: false, default: false, subcurrencies: [] },
  { code: 'ETH', symbol: 'Ξ', subunits_to_unit: 100_000_000, fiat: false, default: false, subcurrencies: [] },
  { code: 'USDT', symbol: '₮', subunits_to_unit: 1_000_000, fiat: false, default: false, subcurrencies: [] },
];

const account = (currency: string, cents: number): Account => ({
  currency,
  amount_cents: cents,
  available_to_cashout_cents: cents,
  available_to_bet_with_locked_cent: cents,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: 0,
  active: true,
});

function data(currency: string, cents: number, locale: string): [QueryKey, unknown][] {
  const player = {
    id: 7,
    email: 'ann@example.com',
    nickname: 'Ann',
    currency,
    statuses: [],
  } as unknown as Player;
  return [
    [queryKeys.player.profile(), player],
    [queryKeys.player.accounts(false), [account(currency, cents)]],
    [queryKeys.info.currencies(), currencies],
    [queryKeys.player.bonuses(), []],
    [queryKeys.player.freespins(), []],
    [queryKeys.player.compPoints(), { chargeable: { points: 0 }, persistent: { points: 0 } }],
    [queryKeys.player.lotteryStatuses(), []],
    [queryKeys.player.payments(), []],
    [queryKeys.cms.pages(locale), []],
    [queryKeys.config('manage-promotion-pages'), {}],
    [queryKeys.tournaments.list(), []],
    [queryKeys.lotteries.list(), []],
  ];
}

const normalise = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

async function shownBy(currency: string, cents: number, locale: Locale) {
  const options = {
    context: { auth: 'player' as const, groups: [], locale, pages: LAYOUT_IDS },
    queryData: data(currency, cents, locale),
  };

  await renderWidget(siteHeader, {}, options);
  const header = normalise(document.querySelector('.cr-site-header__balance-amount')?.textContent);
  cleanup();

  useSidebarStore.setState({ open: true });
  await renderWidget(sidebar, {}, options);
  const side = normalise(document.querySelector('.cr-sidebar__amount')?.textContent);
  cleanup();

  act(() => {
    useModalStore.getState().open('cashbox', { step: 'dashboard', closeTo: '/' });
  });
  await renderWidget(cashbox, cashbox.example, options);
  const total = screen.getAllByRole('term').find((term) => term.textContent === termName(locale));
  const box = normalise(total?.nextElementSibling?.textContent);
  cleanup();
  return { header, side, box };
}

/** The cashbox's "Total" term in each tested locale. */
function termName(locale: Locale): string {
  return { en: 'Total', de: 'Gesamt', 'fr-CA': 'Total' }[locale as 'en' | 'de' | 'fr-CA'] ?? 'Total';
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no network in this test'))),
  );
  useModalStore.getState().closeAll();
});

describe('one money format for the balance everywhere', () => {
  it.each([
    ['BTC', 12_345_678, 'en', '123,456.78 µBTC'],
    ['BTC', 25_000, 'de', '250 µBTC'],
    ['ETH', 1_234_567, 'fr-CA', '12,34567 mETH'],
    ['USDT', 2_500_000, 'en', '2.5 USDT'],
    ['CAD', 123_456, 'fr-CA', '1 234,56 $'],
    ['EUR', 123_456, 'de', '1.234,56 €'],
  ] as const)(
    'shows %s %i in %s as %s in the header, the sidebar and the cashbox',
    async (currency, cents, locale, text) => {
      const { header, side, box } = await shownBy(currency, cents, locale);
      const expected = normalise(
        formatMoney(cents, currency, locale, {
          subunits: currencies.find((c) => c.code === currency)?.subunits_to_unit,
        }),
      );
      expect(expected).toBe(text);
      expect(header).toBe(expected);
      expect(side).toBe(expected);
      expect(box).toBe(expected);
    },
  );
});
