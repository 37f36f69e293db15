import { describe, expect, it } from 'vitest';
import { ApiError, type PaymentMethod } from '../../runtime/queries/index.ts';
import { amountUnit } from './amounts.ts';
import {
  checkPaymentForm,
  EMPTY_VALUES,
  FORM_FIELDS,
  methodFields,
  normalizedExpiry,
  paymentRequest,
  splitServerErrors,
  type CheckInput,
  type FormValues,
} from './payment-checks.ts';

const cardMethod = {
  id: 'card-eur',
  brand: 'card',
  title: 'Visa / Mastercard',
  type: 'cards',
  provider: 'sandboxpay',
  currency: 'EUR',
  fee: 0,
  processingTime: 'instant',
  min_cents: 1000,
  max_cents: 500_000,
  savedProfiles: [],
} as PaymentMethod;

const btcMethod = {
  ...cardMethod,
  id: 'crypto-btc',
  type: 'crypto',
  currency: 'BTC',
  min_cents: 10_000,
  max_cents: 40_000_000,
  networks: ['Bitcoin'],
} as PaymentMethod;

// 1 June 2026: a card valid to 05/26 has expired, 06/26 has not.
const NOW = Date.UTC(2026, 5, 1);

function input(values: Partial<FormValues>, over: Partial<CheckInput> = {}): CheckInput {
  return {
    values: { ...EMPTY_VALUES, method: 'card-eur', ...values },
    method: cardMethod,
    action: 'deposit',
    unit: amountUnit('EUR', 100),
    withdrawable: 0,
    blockedBins: ['400000'],
    now: NOW,
    labels: Object.fromEntries(FORM_FIELDS.map((field) => [field, field])) as CheckInput['labels'],
    money: (minor) => `€${(minor / 100).toFixed(2)}`,
    locale: 'en',
    ...over,
  };
}

const card = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };

describe('cashbox form rules', () => {
  it('asks for card number, expiry and cvv of a card, and network and address to withdraw crypto', () => {
    expect(methodFields(cardMethod, 'deposit').map((f) => [f.name, f.required])).toEqual([
      ['card_number', true],
      ['expiry', true],
      ['cvv', true],
      ['holder', false],
    ]);
    expect(methodFields(btcMethod, 'deposit').map((f) => f.name)).toEqual(['network']);
    expect(methodFields(btcMethod, 'cashout').map((f) => [f.name, f.required])).toEqual([
      ['network', false],
      ['address', true],
    ]);
  });

  it('checks the amount against the method limits, its cents and, to withdraw, the real balance', () => {
    expect(checkPaymentForm(input({ ...card, amount: '' })).amount).toEqual({
      key: 'VALIDATION.REQUIRED',
      params: { field: 'amount' },
    });
    expect(checkPaymentForm(input({ ...card, amount: 'ten' })).amount?.key).toBe(
      'CASHBOX.ERRORS.AMOUNT_INVALID',
    );
    expect(checkPaymentForm(input({ ...card, amount: '10.005' })).amount).toEqual({
      key: 'VALIDATION.MULTIPLE_OF',
      params: { step: '0.01' },
    });
    expect(checkPaymentForm(input({ ...card, amount: '9.99' })).amount).toEqual({
      key: 'CASHBOX.ERRORS.AMOUNT_MIN',
      params: { amount: '€10.00' },
    });
    expect(checkPaymentForm(input({ ...card, amount: '5000.01' })).amount?.key).toBe(
      'CASHBOX.ERRORS.AMOUNT_MAX',
    );
    expect(checkPaymentForm(input({ ...card, amount: '5000' }))).toEqual({});
    const cashout = { action: 'cashout' as const, withdrawable: 2500 };
    expect(checkPaymentForm(input({ ...card, amount: '25.01' }, cashout)).amount).toEqual({
      key: 'CASHBOX.ERRORS.NOT_ENOUGH_MONEY',
      params: { amount: '€25.00' },
    });
    expect(checkPaymentForm(input({ ...card, amount: '25' }, cashout))).toEqual({});
  });

  it('checks card number (Luhn, blocked BIN), expiry (MM/YY, not past), cvv and holder', () => {
    const problems = (values: Partial<FormValues>) =>
      checkPaymentForm(input({ ...card, amount: '50', ...values }));
    expect(problems({ card_number: '4242 4242 4242 4241' }).card_number?.key).toBe('VALIDATION.CARD_NUMBER');
    expect(problems({ card_number: '4000 0000 0000 0002' }).card_number?.key).toBe(
      'VALIDATION.CARD_BIN_BLOCKED',
    );
    expect(problems({ expiry: '1230' }).expiry?.key).toBe('VALIDATION.CARD_EXPIRY_FORMAT');
    expect(problems({ expiry: '13/30' }).expiry?.key).toBe('VALIDATION.CARD_EXPIRY_MONTH');
    expect(problems({ expiry: '05/26' }).expiry?.key).toBe('VALIDATION.CARD_EXPIRED');
    expect(problems({ expiry: '06/26' }).expiry).toBeUndefined();
    expect(problems({ cvv: '12' }).cvv?.key).toBe('CASHBOX.ERRORS.CVV');
    expect(problems({ holder: 'Jürgen Groß' }).holder?.key).toBe('VALIDATION.ENGLISH_ONLY');
    expect(problems({ holder: 'ANN SMITH' }).holder).toBeUndefined();
    expect(problems({ card_number: '', cvv: '' })).toMatchObject({
      card_number: { key: 'VALIDATION.REQUIRED' },
      cvv: { key: 'VALIDATION.REQUIRED' },
    });
  });

  it('sends amounts in minor units and only the fields the method takes', () => {
    const values = {
      ...EMPTY_VALUES,
      method: 'card-eur',
      amount: '50',
      ...card,
      expiry: '1/30',
      holder: ' ANN ',
    };
    expect(paymentRequest(values, cardMethod, 'deposit', amountUnit('EUR', 100))).toEqual({
      method: 'card-eur',
      currency: 'EUR',
      amount_cents: 5000,
      fields: { card_number: '4242424242424242', expiry: '01/30', cvv: '123', holder: 'ANN' },
    });
    const btc = {
      ...EMPTY_VALUES,
      method: 'crypto-btc',
      amount: '250.5',
      network: 'Bitcoin',
      address: ' bc1qxyz ',
    };
    expect(paymentRequest(btc, btcMethod, 'cashout', amountUnit('BTC', 100_000_000))).toEqual({
      method: 'crypto-btc',
      currency: 'BTC',
      amount_cents: 25_050,
      fields: { network: 'Bitcoin', address: 'bc1qxyz' },
    });
    expect(normalizedExpiry('0130')).toBe('01/30');
  });

  it("puts the server's errors under their fields, profile gaps apart, and the rest on the form", () => {
    const errors = {
      amount_cents: ['exceeds your day deposit limit'],
      'fields.card_number': ['card BIN is blocked'],
      'player.first_name': ["can't be blank"],
      method: 'is not available for this currency',
      amount: ['is too high'],
      base: ['Payments are paused'],
      other_thing: ['is odd'],
    };
    const failure = new ApiError({
      status: 422,
      statusText: 'Unprocessable Entity',
      body: { errors },
      url: '/api/payments/deposit',
      method: 'POST',
    });
    expect(splitServerErrors(failure)).toEqual({
      fields: {
        amount: 'exceeds your day deposit limit',
        card_number: 'card BIN is blocked',
        method: 'is not available for this currency',
      },
      profile: ["first name can't be blank"],
      other: ['amount is too high', 'Payments are paused', 'other thing is odd'],
      errors,
    });
    expect(splitServerErrors(new Error('offline'))).toBeNull();
  });
});
