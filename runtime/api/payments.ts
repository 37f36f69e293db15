import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { logged, loggedOr } from './log-failure.ts';
import type { Account, Payment } from './types.ts';

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
