import { useMoney } from '../../runtime/i18n/index.ts';
import { useAccounts, usePlayer, type Account, type Player } from '../../runtime/queries/index.ts';
import { currentAccount, FALLBACK_CURRENCY } from '../../runtime/rules/index.ts';
import { amountUnit, type AmountUnit } from './amounts.ts';

/** What every part of the cashbox needs to know about the player's money. */
export interface Wallet {
  player: Player;
  /** The account the balance shows; undefined while the accounts load or when they failed. */
  account: Account | undefined;
  accountsState: 'pending' | 'error' | 'success';
  currency: string;
  /** Minor units per unit of the currency (from the currency list, with a safe default). */
  subunits: number | undefined;
  unit: AmountUnit;
  /** Formats minor units; in the wallet's currency unless another is given. */
  money: (minor: number, currency?: string) => string;
  locale: string;
}

/** The wallet's currency: the current account's (once the accounts are known), else the player's. */
export function walletCurrency(
  player: Pick<Player, 'currency'>,
  accounts: readonly Account[] | undefined,
): string {
  const account = accounts ? currentAccount(accounts, player.currency) : undefined;
  return account?.currency ?? player.currency ?? FALLBACK_CURRENCY;
}

/** The signed-in player's wallet, or null for a guest; `loading` until player and currencies are known. */
export function useWallet(): { wallet: Wallet | null; loading: boolean } {
  const player = usePlayer();
  const accounts = useAccounts();
  const money = useMoney();
  if (player.isPending || money.pending) return { wallet: null, loading: true };
  if (!player.data) return { wallet: null, loading: false };
  const account = accounts.data ? currentAccount(accounts.data, player.data.currency) : undefined;
  const currency = walletCurrency(player.data, accounts.data);
  const subunits = money.subunitsOf(currency);
  return {
    loading: false,
    wallet: {
      player: player.data,
      account,
      accountsState: accounts.isPending ? 'pending' : accounts.isError ? 'error' : 'success',
      currency,
      subunits,
      unit: amountUnit(currency, subunits),
      money: (minor, code = currency) => money.format(minor, code),
      locale: money.locale,
    },
  };
}
