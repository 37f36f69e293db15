import {
  fieldErrorsOf,
  type PaymentAction,
  type PaymentMethod,
  type PaymentRequest,
  type ServerErrors,
} from '../../runtime/queries/index.ts';
import { VALIDATION, validation, type ValidationError } from '../../runtime/rules/index.ts';
import { parseAmount, toMinorUnits, typedDecimals, type AmountUnit } from './amounts.ts';

// The cashbox form's rules (spec §5): which fields a method asks for, what each must hold, and
// the request the form sends. Everything here is pure so that it is tested on its own.

export const METHOD_FIELDS = ['card_number', 'expiry', 'cvv', 'holder', 'network', 'address'] as const;
export type MethodField = (typeof METHOD_FIELDS)[number];
/** Fields in the order the form shows them: the first invalid one gets the focus. */
export const FORM_FIELDS = ['method', 'amount', ...METHOD_FIELDS, 'bonus_code'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export type FormValues = Record<Exclude<FormField, 'method'>, string> & { method: string };

export const EMPTY_VALUES: FormValues = {
  method: '',
  amount: '',
  card_number: '',
  expiry: '',
  cvv: '',
  holder: '',
  network: '',
  address: '',
  bonus_code: '',
};

/** A message to translate: an i18n key and its values. */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}
export type FieldProblems = Partial<Record<FormField, Problem>>;

/** A field the method asks for, and whether it must be filled. */
export interface MethodFieldSpec {
  name: MethodField;
  required: boolean;
  options: string[];
}

const isMethodField = (name: string): name is MethodField =>
  (METHOD_FIELDS as readonly string[]).includes(name);

/**
 * The fields of a method: the ones it lists (the payments library describes them), else the
 * usual ones of its type: card details for cards, network (and address to withdraw) for crypto.
 */
export function methodFields(method: PaymentMethod, action: PaymentAction): MethodFieldSpec[] {
  const networks = method.networks ?? [];
  const listed = (method.fields ?? []).filter((field) => isMethodField(field.name));
  if (listed.length > 0) {
    return listed.map((field) => ({
      name: field.name as MethodField,
      required: field.required === true,
      options: field.name === 'network' ? networks : [],
    }));
  }
  if (method.type === 'cards') {
    return [
      { name: 'card_number', required: true, options: [] },
      { name: 'expiry', required: true, options: [] },
      { name: 'cvv', required: true, options: [] },
      { name: 'holder', required: false, options: [] },
    ];
  }
  if (method.type !== 'crypto') return [];
  const network: MethodFieldSpec = { name: 'network', required: false, options: networks };
  return action === 'cashout' ? [network, { name: 'address', required: true, options: [] }] : [network];
}

/** A rule's message (the shared VALIDATION wording) as a problem of the form. */
function problem(error: ValidationError | null): Problem | undefined {
  if (!error) return undefined;
  return { key: error.key, ...(error.params && { params: error.params }) };
}

const CVV = /^\d{3,4}$/;

export interface CheckInput {
  values: FormValues;
  method: PaymentMethod | undefined;
  action: PaymentAction;
  unit: AmountUnit;
  /** Real money the player can withdraw (minor units); withdrawals may not exceed it. */
  withdrawable: number;
  blockedBins: readonly string[];
  now: number;
  /** Translated field names for the "X is required" message. */
  labels: Record<FormField, string>;
  /** Formats minor units of the currency for the messages. */
  money: (minor: number) => string;
  locale: string;
}

function checkAmount({ values, method, action, unit, withdrawable, labels, money, locale }: CheckInput) {
  if (values.amount.trim() === '') return problem(validation.required('', labels.amount));
  const amount = parseAmount(values.amount);
  if (amount === null) return { key: 'CASHBOX.ERRORS.AMOUNT_INVALID' };
  // The multiple-of rule (spec §5) with a step of one minor unit, checked on the typed digits:
  // floating point cannot tell 123456.78 × 100 from a fraction of a cent.
  if (typedDecimals(values.amount) > unit.decimals) {
    const step = new Intl.NumberFormat(locale, { minimumFractionDigits: unit.decimals }).format(
      1 / unit.minorPerUnit,
    );
    return { key: VALIDATION.multipleOf, params: { step } };
  }
  // The limits have the cashbox's own wording: they name the method and the formatted amount,
  // which the shared messages (a field name and a bare number) cannot.
  const cents = toMinorUnits(amount, unit);
  const min = method?.min_cents ?? 1;
  if (validation.minValue(cents, min, labels.amount)) {
    return { key: 'CASHBOX.ERRORS.AMOUNT_MIN', params: { amount: money(min) } };
  }
  const max = method?.max_cents ?? null;
  if (max !== null && validation.maxValue(cents, max, labels.amount)) {
    return { key: 'CASHBOX.ERRORS.AMOUNT_MAX', params: { amount: money(max) } };
  }
  if (action === 'cashout' && validation.maxBalance(cents, withdrawable)) {
    return { key: 'CASHBOX.ERRORS.NOT_ENOUGH_MONEY', params: { amount: money(withdrawable) } };
  }
  return undefined;
}

function checkField(spec: MethodFieldSpec, input: CheckInput): Problem | undefined {
  const value = input.values[spec.name].trim();
  if (value === '') {
    return spec.required ? problem(validation.required('', input.labels[spec.name])) : undefined;
  }
  switch (spec.name) {
    case 'card_number':
      return problem(validation.cardNumber(value, input.blockedBins));
    case 'expiry':
      return problem(validation.cardExpiry(value, input.now));
    case 'cvv':
      return CVV.test(value) ? undefined : { key: 'CASHBOX.ERRORS.CVV' };
    case 'holder':
      return problem(validation.englishOnly(value));
    case 'network':
      return spec.options.length === 0 || spec.options.includes(value)
        ? undefined
        : problem(validation.required('', input.labels.network));
    default:
      return undefined;
  }
}

/** Everything wrong with the form, by field; empty when it may be sent. */
export function checkPaymentForm(input: CheckInput): FieldProblems {
  const problems: FieldProblems = {};
  if (!input.method) {
    problems.method = problem(validation.required('', input.labels.method));
    return problems;
  }
  const amount = checkAmount(input);
  if (amount) problems.amount = amount;
  for (const spec of methodFields(input.method, input.action)) {
    const found = checkField(spec, input);
    if (found) problems[spec.name] = found;
  }
  return problems;
}

/** MM/YY as the processor wants it, from what the player typed ('1 / 28' and '0128' → '01/28'). */
export function normalizedExpiry(value: string): string {
  const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(value.trim()) ?? /^(\d{2})(\d{2})$/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}/${match[2]}` : value.trim();
}

const CLEAN: Record<MethodField, (value: string) => string> = {
  card_number: (value) => value.replace(/[\s-]/g, ''),
  expiry: normalizedExpiry,
  cvv: (value) => value.trim(),
  holder: (value) => value.trim(),
  network: (value) => value,
  address: (value) => value.trim(),
};

/** The request body of a checked form. */
export function paymentRequest(
  values: FormValues,
  method: PaymentMethod,
  action: PaymentAction,
  unit: AmountUnit,
): PaymentRequest {
  const fields: NonNullable<PaymentRequest['fields']> = {};
  for (const spec of methodFields(method, action)) {
    const value = CLEAN[spec.name](values[spec.name]);
    if (value !== '') fields[spec.name] = value;
  }
  const amount = parseAmount(values.amount) ?? 0;
  return {
    method: method.id,
    currency: method.currency,
    amount_cents: toMinorUnits(amount, unit),
    ...(Object.keys(fields).length > 0 && { fields }),
  };
}

/** A failed payment's server errors (422 `errors`): the form's fields, the profile, and the rest. */
export interface ServerProblems {
  fields: Partial<Record<FormField, string>>;
  /** Profile fields the payment needs (`player.first_name: can't be blank`). */
  profile: string[];
  other: string[];
  /** The errors as the server sent them (for the validation report). */
  errors: ServerErrors;
}

const SERVER_FIELD: Record<string, FormField> = {
  amount_cents: 'amount',
  amount: 'amount',
  method: 'method',
  deposit_bonus_code: 'bonus_code',
};

/** The form field a server key names: its own name, or a method field under `fields.`. */
function serverField(key: string): FormField | undefined {
  const bare = key.replace(/^fields\./, '');
  return SERVER_FIELD[key] ?? (isMethodField(bare) ? bare : undefined);
}

const readable = (key: string) => key.replace(/^(player|fields)\./, '').replace(/[._]/g, ' ');

/** Null when the failure holds no field errors (a network error, a 500). */
export function splitServerErrors(error: unknown): ServerProblems | null {
  const found = fieldErrorsOf(error, serverField);
  if (!found) return null;
  const result: ServerProblems = { fields: found.fields, profile: [], other: [], errors: found.errors };
  for (const { key, message } of found.other) {
    if (key.startsWith('player.')) result.profile.push(`${readable(key)} ${message}`);
    else result.other.push(key === 'base' ? message : `${readable(key)} ${message}`);
  }
  return result;
}

/** The first field with a problem, in the order of the form. */
export function firstInvalid(problems: Partial<Record<FormField, unknown>>): FormField | undefined {
  return FORM_FIELDS.find((field) => problems[field]);
}
