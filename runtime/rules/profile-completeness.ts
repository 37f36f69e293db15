/**
 * Profile completeness (spec §2 cashbox guard, §5 context rules): which fields of a context's
 * field set a player has not filled, whether a fiat cashbox must wait for the personal-info
 * popup, and when the state field is required and filled from the postal code.
 */
import { isCrypto } from './currencies.ts';
import { isValidPostalCode, stateFromPostalCode } from './postal-codes.ts';

/** The parts of GET /api/info/player_fields these rules read. */
export interface ProfileFieldsInfo {
  fields: readonly { field: string; type: string }[];
  /** Field names per context; non-list entries (payment_systems) are not field sets. */
  contexts: Readonly<Record<string, unknown>>;
}

/** A player (or a form's values) read field by field. */
export type ProfileValues = Readonly<Record<string, unknown>>;

/** The context whose fields a fiat cashbox needs (spec §5: personal info before the cashbox). */
export const CASHBOX_PROFILE_CONTEXT = 'deposit';

/**
 * Field types a profile form never asks for: credentials and the wallet currency are set at
 * registration, opt-ins and consents are choices rather than missing data.
 */
export const NON_PROFILE_FIELD_TYPES: readonly string[] = ['email', 'password', 'currency', 'boolean'];

/** Profile fields a player may leave empty (spec §5: the nickname is checked only when filled). */
export const OPTIONAL_PROFILE_FIELDS: readonly string[] = ['nickname'];

/** The state/province field; see `isStateRequired`. */
export const STATE_FIELD = 'state';

/**
 * Provinces and territories of Canada, states and territories of Australia: the countries whose
 * state is required and auto-filled from the postal code (spec §5). Elsewhere it is optional.
 */
export const STATES_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  CA: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
  AU: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'],
};

const upper = (value: unknown): string => (typeof value === 'string' ? value.trim().toUpperCase() : '');

/** Whether a stored or typed value counts as not filled: null, undefined, or blank text. */
export function isBlankValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The state/province codes offered for a country, or null when the state is free text. */
export function statesOf(country: unknown): readonly string[] | null {
  return STATES_BY_COUNTRY[upper(country)] ?? null;
}

/** The state field is required only for Canada and Australia. */
export function isStateRequired(country: unknown): boolean {
  return statesOf(country) !== null;
}

/**
 * The field names of a context as the server lists them; [] for an unknown context.
 * @example contextFieldNames(info, 'evolution') // ['first_name', 'last_name', 'date_of_birth', ...]
 */
export function contextFieldNames(fieldsInfo: ProfileFieldsInfo, context: string): string[] {
  const names = fieldsInfo.contexts[context];
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
}

/** The server's type of a field; a field with no rule of its own is plain text. */
export function profileFieldType(fieldsInfo: ProfileFieldsInfo, field: string): string {
  return fieldsInfo.fields.find((config) => config.field === field)?.type ?? 'string';
}

/** The fields of a context that a profile form asks for, in the server's order. */
export function profileFieldNames(fieldsInfo: ProfileFieldsInfo, context: string): string[] {
  return contextFieldNames(fieldsInfo, context).filter(
    (field) => !NON_PROFILE_FIELD_TYPES.includes(profileFieldType(fieldsInfo, field)),
  );
}

/**
 * Whether a profile field must be filled, given the other values (the state depends on the
 * country): every profile field but the nickname, and the state only in Canada and Australia.
 */
export function isProfileFieldRequired(field: string, values: ProfileValues): boolean {
  if (OPTIONAL_PROFILE_FIELDS.includes(field)) return false;
  if (field === STATE_FIELD) return isStateRequired(values.country);
  return true;
}

/**
 * The fields of a context's set that the player has not filled, in the server's order.
 * @example missingFields({ first_name: 'Ann', country: 'CA' }, info, 'deposit') // ['last_name', ..., 'state', ...]
 */
export function missingFields(
  player: ProfileValues,
  fieldsInfo: ProfileFieldsInfo,
  context: string,
): string[] {
  return profileFieldNames(fieldsInfo, context).filter(
    (field) => isProfileFieldRequired(field, player) && isBlankValue(player[field]),
  );
}

/**
 * The real-money launch gate (spec §5): the fields a game's provider requires that the player has
 * not filled. The provider's name is a context of GET /api/info/player_fields; a provider without
 * one requires nothing, and demo play is exempt. Unknown data (no player, no field sets) never blocks:
 * the server refuses the launch itself then.
 * @example launchGateFields(player, info, 'pragmaticplay', 'real') // ['first_name', 'date_of_birth']
 */
export function launchGateFields(
  player: ProfileValues | null | undefined,
  fieldsInfo: ProfileFieldsInfo | null | undefined,
  provider: string,
  mode: 'real' | 'demo',
): string[] {
  if (mode === 'demo' || !player || !fieldsInfo) return [];
  return missingFields(player, fieldsInfo, provider);
}

/** A currency code, or the server's currency entry with its fiat flag (GET /api/info/currencies). */
export type CurrencyOrCode = string | { code: string; fiat: boolean };

/** Whether a currency is fiat: the server's flag when given, otherwise "not one of the crypto currencies". */
export function isFiatCurrency(currency: CurrencyOrCode): boolean {
  return typeof currency === 'string' ? currency.trim() !== '' && !isCrypto(currency) : currency.fiat;
}

/**
 * Whether the cashbox must give way to the personal-info popup: a fiat currency and at least one
 * `deposit` context field missing. Unknown data (no player, no field sets yet) never blocks.
 * @example isProfileIncomplete(player, info, 'CAD') // true while the address is empty
 */
export function isProfileIncomplete(
  player: ProfileValues | null | undefined,
  fieldsInfo: ProfileFieldsInfo | null | undefined,
  currency: CurrencyOrCode | null | undefined,
): boolean {
  if (!player || !fieldsInfo || !currency || !isFiatCurrency(currency)) return false;
  return missingFields(player, fieldsInfo, CASHBOX_PROFILE_CONTEXT).length > 0;
}

/**
 * The state to fill in from the postal code (spec §5): only when the state is required (Canada,
 * Australia), still empty, and the postal code is a valid one of that country; otherwise null.
 * @example autoFillState({ country: 'CA', postal_code: 'M5V 2T6', state: '' }) // 'ON'
 */
export function autoFillState(values: ProfileValues): string | null {
  const country = upper(values.country);
  const postalCode = typeof values.postal_code === 'string' ? values.postal_code : '';
  if (!isStateRequired(country) || !isBlankValue(values[STATE_FIELD])) return null;
  if (!isValidPostalCode(country, postalCode)) return null;
  return stateFromPostalCode(country, postalCode);
}
