import { fiatAmounts } from './comp-points.ts';
import type { BonusOffer } from './types.ts';

/** GET /api/bonuses/deposit: offers for the next deposits, with a minimum deposit per currency. */
export function buildDepositBonuses(): BonusOffer[] {
  return [
    {
      id: 'deposit-welcome-1',
      title: 'First deposit: 100% up to 500 EUR',
      group_key: 'welcome_1',
      bonuses: [
        {
          title: '100% up to 500 EUR',
          type: 'deposit',
          conditions: [
            { field: 'amount', type: 'min', value: fiatAmounts(2_000) },
            { field: 'deposit_number', type: 'eq', value: ['1'] },
          ],
          attributes: [
            { field: 'percent', value: 100 },
            { field: 'max_amount', value: fiatAmounts(50_000) },
          ],
          result_bonus: [{ field: 'wager', value: 30 }],
        },
        {
          title: '100 free spins',
          type: 'freespins',
          conditions: [{ field: 'amount', type: 'min', value: fiatAmounts(2_000) }],
          attributes: [{ field: 'freespins_count', value: 100 }],
          result_bonus: [{ field: 'wager', value: 25 }],
        },
      ],
    },
    {
      id: 'deposit-welcome-2',
      title: 'Second deposit: 50% up to 300 EUR',
      group_key: 'welcome_2',
      bonuses: [
        {
          title: '50% up to 300 EUR',
          type: 'deposit',
          conditions: [
            { field: 'amount', type: 'min', value: fiatAmounts(3_000) },
            { field: 'deposit_number', type: 'eq', value: ['2'] },
          ],
          attributes: [
            { field: 'percent', value: 50 },
            { field: 'max_amount', value: fiatAmounts(30_000) },
          ],
          result_bonus: [{ field: 'wager', value: 30 }],
        },
      ],
    },
    {
      id: 'deposit-reload',
      title: 'Weekly reload: 25% up to 100 EUR',
      group_key: 'reload',
      bonuses: [
        {
          title: '25% up to 100 EUR',
          type: 'deposit',
          conditions: [{ field: 'amount', type: 'min', value: fiatAmounts(5_000) }],
          attributes: [
            { field: 'percent', value: 25 },
            { field: 'max_amount', value: fiatAmounts(10_000) },
          ],
          result_bonus: [{ field: 'wager', value: 25 }],
        },
      ],
    },
  ];
}

/** GET /api/bonuses/registration: what a new player may pick at sign-up. */
export function buildRegistrationBonuses(): BonusOffer[] {
  return [
    {
      id: 'registration-welcome-pack',
      title: 'Welcome pack',
      group_key: 'welcome_1',
      bonuses: [
        {
          title: 'Welcome pack: up to 500 EUR + 100 free spins',
          type: 'deposit',
          conditions: [{ field: 'amount', type: 'min', value: fiatAmounts(2_000) }],
          attributes: [],
          result_bonus: [{ field: 'wager', value: 30 }],
        },
      ],
    },
    {
      id: 'registration-no-deposit',
      title: '20 free spins for signing up',
      group_key: 'no_deposit',
      bonuses: [
        {
          title: '20 free spins for signing up',
          type: 'freespins',
          conditions: [{ field: 'country', type: 'not_in', value: ['EE'] }],
          attributes: [{ field: 'freespins_count', value: 20 }],
          result_bonus: [{ field: 'wager', value: 3 }],
        },
      ],
    },
  ];
}
