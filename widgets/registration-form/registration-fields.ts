// The registration form's fields as data: which ones to ask for, their §5 rules, and the body of
// POST /api/users. Pure, so that the rules are tested without rendering the form.
import type { Currency, FieldConfig, RegistrationUser } from '../../runtime/queries/index.ts';
import {
  COUNTRY_DEFAULT_CURRENCY,
  FALLBACK_CURRENCY,
  isEstonia,
  validation,
  type ValidationError,
} from '../../runtime/rules/index.ts';

/** Every field the form can render, in the order it renders them. */
export const REGISTRATION_FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'currency',
  'country',
  'nickname',
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'mobile_phone',
  'city',
  'address',
  'postal_code',
  'bonus_code',
  'receive_promos',
  'receive_sms_promos',
  'terms_acceptance',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const CHECKBOX_FIELDS = ['receive_promos', 'receive_sms_promos', 'terms_acceptance'] as const;
export type CheckboxField = (typeof CHECKBOX_FIELDS)[number];
export type InputField = Exclude<RegistrationField, CheckboxField>;
export type RegistrationValues = { [K in InputField]: string } & { [K in CheckboxField]: boolean };
export type FieldErrors = Partial<Record<RegistrationField, string>>;

export function isCheckboxField(field: RegistrationField): field is CheckboxField {
  return (CHECKBOX_FIELDS as readonly string[]).includes(field);
}

/** The server refuses a registration without these, whatever its field set lists. */
const ALWAYS_ASKED: readonly RegistrationField[] = ['email', 'password', 'currency', 'terms_acceptance'];

/** Used when GET /api/info/player_fields fails: the usual registration set of the platform. */
export const FALLBACK_REGISTRATION_FIELDS: readonly string[] = [
  'email',
  'password',
  'currency',
  'country',
  'receive_promos',
  'terms_acceptance',
];

/** Optional fields: left empty, they are not sent and never block the form. */
const OPTIONAL: ReadonlySet<RegistrationField> = new Set([
  'nickname',
  'bonus_code',
  'receive_promos',
  'receive_sms_promos',
]);

export interface FieldSetInput {
  /** `contexts.registration` of player_fields; undefined when it could not be loaded. */
  serverFields: readonly string[] | undefined;
  /** Fields the brand asks for on top (widget props). */
  extraFields: readonly string[];
  confirmPassword: boolean;
  /** Estonian visitors must give their date of birth (21+, spec §5). */
  estonian: boolean;
  /** Fields a server 422 named that the form did not show yet. */
  addedByServer?: readonly RegistrationField[];
}

/**
 * The fields to render: the server's registration set plus the brand's extras, in form order.
 * Server fields the form cannot render (they are not registration fields) are left out.
 * @example registrationFieldSet({ serverFields: ['email', 'password'], extraFields: [], confirmPassword: true, estonian: true })
 *   // ['email', 'password', 'password_confirmation', 'currency', 'date_of_birth', 'terms_acceptance']
 */
export function registrationFieldSet(input: FieldSetInput): RegistrationField[] {
  const wanted = new Set<string>([
    ...ALWAYS_ASKED,
    ...(input.serverFields ?? FALLBACK_REGISTRATION_FIELDS),
    ...input.extraFields,
    ...(input.addedByServer ?? []),
  ]);
  if (input.confirmPassword) wanted.add('password_confirmation');
  if (input.estonian) wanted.add('date_of_birth');
  return REGISTRATION_FIELDS.filter((field) => wanted.has(field));
}

export function emptyValues(): RegistrationValues {
  return {
    email: '',
    password: '',
    password_confirmation: '',
    currency: '',
    country: '',
    nickname: '',
    first_name: '',
    last_name: '',
    date_of_birth: '',
    gender: '',
    mobile_phone: '',
    city: '',
    address: '',
    postal_code: '',
    bonus_code: '',
    receive_promos: false,
    receive_sms_promos: false,
    terms_acceptance: false,
  };
}

/** The country the player registers from: the one they picked, else the visitor's. */
export function playerCountry(values: RegistrationValues, fields: readonly RegistrationField[], geo: string) {
  return fields.includes('country') && values.country ? values.country : geo;
}

/**
 * Whether the Estonian rules apply (date of birth, 21+): the visitor is in Estonia, the page runs
 * under the EE licence, or the player says they live in Estonia.
 */
export function isEstonianRegistration(geo: string, licence: string, country: string): boolean {
  return isEstonia(validation.ageRuleCountry({ geo, licence, country }));
}

export interface RuleContext {
  /** Field rules of player_fields by field name (lengths). */
  configs: ReadonlyMap<string, FieldConfig>;
  /** Country whose age rule applies ('EE' → 21). */
  ageCountry: string;
  /** Country whose postal-code pattern applies. */
  postalCountry: string;
  now: number;
  /** The translated name of a field, for the generic messages. */
  label: (field: RegistrationField) => string;
}

function lengthRules(field: RegistrationField, value: string, ctx: RuleContext): ValidationError | null {
  const length = ctx.configs.get(field)?.length;
  if (!length) return null;
  return (
    validation.minLength(value, length.minimum, ctx.label(field)) ??
    validation.maxLength(value, length.maximum, ctx.label(field))
  );
}

/**
 * The first §5 rule a field breaks, or null.
 * @example checkField('nickname', { ...values, nickname: 'ab' }, ctx) // { key: 'VALIDATION.NICKNAME_LENGTH', ... }
 */
export function checkField(
  field: RegistrationField,
  values: RegistrationValues,
  ctx: RuleContext,
): ValidationError | null {
  if (isCheckboxField(field)) {
    return field === 'terms_acceptance' ? validation.mustBeChecked(values[field], ctx.label(field)) : null;
  }
  const value = values[field];
  if (OPTIONAL.has(field) && value.trim() === '') return null;
  const required = validation.required(value, ctx.label(field));
  if (required) return required;
  switch (field) {
    case 'email':
      return validation.email(value);
    case 'password':
      return validation.passwordChars(value) ?? lengthRules(field, value, ctx);
    case 'password_confirmation':
      return validation.passwordConfirm(values.password, value);
    case 'nickname':
      return validation.nickname(value.trim());
    case 'first_name':
    case 'last_name':
    case 'city':
      return validation.nameChars(value.trim()) ?? lengthRules(field, value.trim(), ctx);
    case 'address':
      return lengthRules(field, value.trim(), ctx);
    case 'date_of_birth':
      return validation.birthday(value, ctx.ageCountry, ctx.now);
    case 'mobile_phone':
      return validation.phone(value.trim());
    case 'postal_code':
      return validation.postalCode(value.trim(), ctx.postalCountry);
    default:
      return null;
  }
}

/** Every broken rule of the shown fields, as message keys. */
export function checkFields(
  fields: readonly RegistrationField[],
  values: RegistrationValues,
  ctx: RuleContext,
): Partial<Record<RegistrationField, ValidationError>> {
  const found: Partial<Record<RegistrationField, ValidationError>> = {};
  for (const field of fields) {
    const error = checkField(field, values, ctx);
    if (error) found[field] = error;
  }
  return found;
}

/** DD/MM/YYYY (already validated) → YYYY-MM-DD, the API's date format. */
export function isoDate(dmy: string): string {
  const [day, month, year] = dmy.trim().split('/');
  return `${year}-${month}-${day}`;
}

/**
 * The `user` of POST /api/users: the shown fields, trimmed; empty optional fields are left out.
 * @example registrationBody(['email', 'password', 'currency', 'terms_acceptance'], values, 'en')
 *   // { email, password, currency, terms_acceptance: true, language: 'en' }
 */
export function registrationBody(
  fields: readonly RegistrationField[],
  values: RegistrationValues,
  language: string,
): RegistrationUser {
  const user: RegistrationUser = { email: values.email.trim(), password: values.password };
  for (const field of fields) {
    if (field === 'email' || field === 'password') continue;
    if (isCheckboxField(field)) {
      user[field] = values[field];
      continue;
    }
    const value = field === 'password_confirmation' ? values[field] : values[field].trim();
    if (value === '') continue;
    user[field] = field === 'date_of_birth' ? isoDate(value) : value;
  }
  user.language = language;
  return user;
}

/**
 * The currency offered first: the country's (spec §3), else the brand's, else the API's default;
 * always one the API lists.
 * @example defaultCurrency('AU', 'EUR', ['EUR', 'AUD']) // 'AUD'
 */
export function defaultCurrency(
  country: string,
  brandDefault: string | undefined,
  currencies: readonly Pick<Currency, 'code' | 'default'>[],
): string {
  const codes = currencies.map((currency) => currency.code);
  const candidates = [
    COUNTRY_DEFAULT_CURRENCY[country.toUpperCase()],
    brandDefault,
    currencies.find((currency) => currency.default)?.code,
    FALLBACK_CURRENCY,
    codes[0],
  ];
  return candidates.find((code) => code !== undefined && codes.includes(code)) ?? '';
}
