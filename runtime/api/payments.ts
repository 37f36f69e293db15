import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { groupsOf, vipStatusOf } from '../rules/groups.ts';
import { sendTransaction, type FraudTransaction } from './diagnostics.ts';
import { logged, loggedOr } from './log-failure.ts';
import type { Account, Payment, Player } from './types.ts';

// The sandbox's stand-in for the in-page payments library (API-SHAPES §1 "Payment methods").

export type PaymentAction = 'deposit' | 'cashout';
export type PaymentMethodType = 'bank_transfer' | 'cards' | 'crypto' | 'direct' | 'voucher';

export interface PaymentMethodField {
  name: string;
  type: string;
  required?: boolean;
  [extra: string]: unknown;
}

export interface PaymentMethod {
  id: string;
  brand: string;
  title: string;
  type: PaymentMethodType;
  provider: string;
  currency: string;
  /** Fee label; the payment pages show every fee as free (spec §9). */
  fee: string | number;
  processingTime: string;
  /** Limits in minor units of the currency. */
  min_cents: number | null;
  max_cents: number | null;
  savedProfiles: { id: string; title: string; isRemoveAvailable: boolean }[];
  fields?: PaymentMethodField[];
  image?: string;
  /** Crypto networks the method accepts. */
  networks?: string[];
  /** Crypto deposit: the player's address per network. */
  addresses?: { network: string; address: string }[];
  [extra: string]: unknown;
}

/** Payment methods for a currency and direction; an empty list when they cannot be loaded. */
export function getPaymentMethods(
  params: { currency: string; action: PaymentAction },
  signal?: AbortSignal,
): Promise<PaymentMethod[]> {
  return loggedOr(
    'getPaymentMethods',
    [],
    apiRequest<PaymentMethod[]>('GET', '/api/sandbox-payments/methods', { query: { ...params }, signal }),
  );
}

export function getPaymentMethodsQueryOptions(params: { currency: string; action: PaymentAction }) {
  return queryOptions({
    queryKey: queryKeys.player.paymentMethods(params.currency, params.action),
    queryFn: ({ signal }) => getPaymentMethods(params, signal),
  });
}

export interface PaymentRequest {
  /** The method's id. */
  method: string;
  currency: string;
  amount_cents: number;
  /** Values of the method's fields: card_number, expiry, cvv, holder for cards; network, address for crypto. */
  fields?: Partial<Record<'card_number' | 'expiry' | 'cvv' | 'holder' | 'network' | 'address', string>>;
}

/** What a payment answers: the payment, the wallet after it, and for crypto deposits the address. */
export interface PaymentResult {
  payment: Payment;
  balance: Account | null;
  address?: string;
}

/**
 * Deposits; a declined card is an `ApiError` 402 whose body still holds the payment (`error: payment_declined`).
 * `idempotencyKey` is the player's action (see `createActionKeys`): retries with it pay once.
 */
export function deposit(request: PaymentRequest, idempotencyKey: string): Promise<PaymentResult> {
  return logged(
    'deposit',
    apiRequest<PaymentResult>('POST', '/api/sandbox-payments/deposit', { body: request, idempotencyKey }),
  );
}

/** Requests a withdrawal: the payment stays pending (and recallable) until processed. */
export function cashout(request: PaymentRequest, idempotencyKey: string): Promise<PaymentResult> {
  return logged(
    'cashout',
    apiRequest<PaymentResult>('POST', '/api/sandbox-payments/cashout', { body: request, idempotencyKey }),
  );
}

/** How long a payment waits at most for its fraud check: a slow check never holds the player up. */
export const FRAUD_CHECK_WAIT_MS = 3000;

/**
 * The fraud-check body of a payment (spec §7 `POST /api/users/transaction`): the player, the
 * method, the amount and, for a card, its BIN, last four digits, expiry and holder (never the
 * full number or the CVV).
 */
export function fraudTransactionOf(
  request: PaymentRequest,
  action: PaymentAction,
  player: Player | null | undefined,
): FraudTransaction {
  const digits = request.fields?.card_number?.replace(/\D/g, '') ?? '';
  return {
    type: action === 'deposit' ? 'transaction' : 'payout',
    country: player?.country ?? null,
    first_name: player?.first_name ?? null,
    last_name: player?.last_name ?? null,
    email: player?.email ?? null,
    // No device-fingerprint script runs on the page yet (API-SHAPES §2 `dfpc`).
    dfpc: null,
    ...(digits !== '' && {
      card: {
        bin: digits.slice(0, 6),
        last4: digits.slice(-4),
        expiry: request.fields?.expiry ?? null,
        holder: request.fields?.holder ?? null,
      },
    }),
    amount_cents: request.amount_cents,
    currency: request.currency,
    payment_system: request.method,
    custom_player_status: player ? vipStatusOf(groupsOf(player.statuses)) : null,
  };
}

/**
 * Sends the fraud check of a payment, then the payment. The check's failure (it is logged) or
 * slowness (beyond FRAUD_CHECK_WAIT_MS) never stops the payment, and the payment is sent once.
 * @example screenedPayment(deposit, request, 'deposit', player, key)
 */
export async function screenedPayment(
  pay: (request: PaymentRequest, idempotencyKey: string) => Promise<PaymentResult>,
  request: PaymentRequest,
  action: PaymentAction,
  player: Player | null | undefined,
  idempotencyKey: string,
): Promise<PaymentResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FRAUD_CHECK_WAIT_MS);
  });
  try {
    await Promise.race([sendTransaction(fraudTransactionOf(request, action, player)), waited]);
  } catch {
    // sendTransaction logs its own failure; the payment goes on regardless.
  } finally {
    clearTimeout(timer);
  }
  return pay(request, idempotencyKey);
}
