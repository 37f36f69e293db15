// The personal-info form as data: which fields it shows, their values as typed, the §5 check of
// each, and the PATCH /api/player body built from them. Pure, so the component stays about UI.
import type { FieldConfig } from '../../runtime/queries/index.ts';
import {
  autoFillState,
  isBlankValue,
  isProfileFieldRequired,
  missingFields,
  NON_PROFILE_FIELD_TYPES,
  profileFieldNames,
  profileFieldType,
  STATE_FIELD,
  statesOf,
  validation,
  VALIDATION,
  type ProfileValues,
  type ValidationError,
} from '../../runtime/rules/index.ts';

export interface FieldsInfo {
  fields: readonly FieldConfig[];
  contexts: Readonly<Record<string, unknown>>;
}

/** What the player types, field by field (text as typed; dates as DD/MM/YYYY). */
export type FormValues = Record<string, string>;

export interface FormField {
  name: string;
  /** The server's type: string, date, select, country, postal_code, state, phone, iban... */
  type: string;
  config: FieldConfig | undefined;
  /** Set once and already set (spec: once_set): shown read-only and never sent. */
  locked: boolean;
}

/** Fields whose text is checked for name characters (spec §5: letters, spaces, digits, dot, hyphen). */
const NAME_FIELDS: readonly string[] = ['first_name', 'last_name', 'city'];
const PERSONAL_ID_FIELD = 'personal_id_number';
const NICKNAME_FIELD = 'nickname';
/** A state is offered again when country or postal code change, so it is shown with them. */
const STATE_DEPENDS_ON: readonly string[] = ['country', 'postal_code'];

/**
 * Which fields to show: the given list (plus what the context still misses), or the context's
 * missing ones (all of them when none is missing), or all; the state joins country and postal code.
 */
export function shownFieldNames(
  info: FieldsInfo,
  context: string,
  player: ProfileValues,
  options: { fields?: readonly string[]; show: 'missing' | 'all' },
): string[] {
  const all = profileFieldNames(info, context);
  const missing = missingFields(player, info, context);
  let names: string[];
  if (options.fields && options.fields.length > 0) {
    // A field the context still misses is added: the server refuses to save without it.
    const listed = options.fields.filter(
      (field) => !NON_PROFILE_FIELD_TYPES.includes(profileFieldType(info, field)),
    );
    names = [...new Set([...listed, ...missing])];
  } else if (options.show === 'all') {
    names = all;
  } else {
    names = missing.length > 0 ? missing : all;
  }
  if (
    all.includes(STATE_FIELD) &&
    !names.includes(STATE_FIELD) &&
    names.some((field) => STATE_DEPENDS_ON.includes(field))
  ) {
    names = [...names, STATE_FIELD];
  }
  // The server's order first, then any listed field outside the context.
  const rank = (field: string) => {
    const index = all.indexOf(field);
    return index === -1 ? all.length : index;
  };
  return [...names].sort((a, b) => rank(a) - rank(b));
}

export function formFields(info: FieldsInfo, names: readonly string[], player: ProfileValues): FormField[] {
  return names.map((name) => {
    const config = info.fields.find((field) => field.field === name);
    return {
      name,
      type: profileFieldType(info, name),
      config,
      locked: config?.once_set === true && !isBlankValue(player[name]),
    };
  });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DMY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The API's YYYY-MM-DD birthday as the form shows it, DD/MM/YYYY. */
export function birthdayForForm(value: string): string {
  const iso = ISO_DATE.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/** A DD/MM/YYYY birthday as the API stores it, YYYY-MM-DD. */
export function birthdayForApi(value: string): string {
  const dmy = DMY_DATE.exec(value.trim());
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value.trim();
}

/**
 * Adds the slash after a complete day or month as the player types digits (phones show a
 * digits-only keyboard); deleting and any other typing is left as typed.
 * @example maskBirthdayInput('1', '12') // '12/'
 */
export function maskBirthdayInput(previous: string, typed: string): string {
  if (typed.length <= previous.length || !typed.startsWith(previous)) return typed;
  const collapsed = typed.replace(/\/\/+$/, '/');
  const segments = collapsed.split('/');
  const last = segments.at(-1) ?? '';
  return segments.length < 3 && /^\d{2}$/.test(last) ? `${collapsed}/` : collapsed;
}

/** The form value of a player field (dates as DD/MM/YYYY, nothing as ''). */
export function formValueOf(type: string, value: unknown): string {
  if (typeof value !== 'string') return typeof value === 'number' ? String(value) : '';
  return type === 'date' ? birthdayForForm(value) : value;
}

export function initialValues(fields: readonly FormField[], player: ProfileValues): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.name] = formValueOf(field.type, player[field.name]);
  // Country and postal code decide the state even when the form does not show them.
  for (const name of STATE_DEPENDS_ON) values[name] ??= formValueOf(name, player[name]);
  return values;
}

/** The typed values and the state the form filled in itself (it follows the postal code). */
export interface FormState {
  values: FormValues;
  autoFilledState: string | null;
}

/** The form as it opens: the player's values, the state filled from the postal code if needed. */
export function initialFormState(fields: readonly FormField[], player: ProfileValues): FormState {
  const values = initialValues(fields, player);
  const state = fields.some((field) => field.name === STATE_FIELD && !field.locked)
    ? autoFillState(values)
    : null;
  return state
    ? { values: { ...values, [STATE_FIELD]: state }, autoFilledState: state }
    : { values, autoFilledState: null };
}

/**
 * The form after the player typed `value` into `name`. A state the form filled in follows the
 * postal code and the country; a state the player chose stays unless the new country does not have it.
 */
export function withValue(form: FormState, name: string, value: string, stateEditable: boolean): FormState {
  const values = { ...form.values, [name]: value };
  if (name === STATE_FIELD) return { values, autoFilledState: null };
  if (!stateEditable || !STATE_DEPENDS_ON.includes(name))
    return { values, autoFilledState: form.autoFilledState };
  let autoFilledState = form.autoFilledState;
  const state = values[STATE_FIELD] ?? '';
  const offered = statesOf(values.country);
  const fromOtherList = name === 'country' && statesOf(form.values.country)?.includes(state) === true;
  if (
    (autoFilledState !== null && state === autoFilledState) ||
    fromOtherList ||
    (offered && !offered.includes(state))
  ) {
    values[STATE_FIELD] = '';
    autoFilledState = null;
  }
  const filled = autoFillState(values);
  if (filled) {
    values[STATE_FIELD] = filled;
    autoFilledState = filled;
  }
  return { values, autoFilledState };
}

/**
 * The typed value as the API takes it: trimmed, codes upper-cased, an IBAN without the spaces it
 * is printed with (the API takes letters and digits only), dates YYYY-MM-DD, empty → null.
 */
export function apiValueOf(type: string, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (type === 'date') return birthdayForApi(trimmed);
  if (type === 'iban') return trimmed.replace(/\s+/g, '').toUpperCase();
  if (['postal_code', 'country', 'state'].includes(type)) return trimmed.toUpperCase();
  return trimmed;
}

/** The fields the player changed, as PATCH /api/player takes them; locked fields are never sent. */
export function playerPatch(
  fields: readonly FormField[],
  values: FormValues,
  player: ProfileValues,
): Record<string, string | null> {
  const patch: Record<string, string | null> = {};
  for (const field of fields) {
    if (field.locked) continue;
    const next = apiValueOf(field.type, values[field.name] ?? '');
    const before = apiValueOf(field.type, formValueOf(field.type, player[field.name]));
    if (next !== before) patch[field.name] = next;
  }
  return patch;
}

export interface CheckEnvironment {
  now: number;
  /** Country whose minimum age applies (spec §5: 21 in Estonia, else 18). */
  ageCountry: string;
  /** Codes of the country select; empty while unknown (then any code passes). */
  countryCodes: readonly string[];
  /** The field's label, named in generic messages. */
  label: string;
}

/** A message key with its parameters: a §5 rule's shared VALIDATION.* key, or this form's own. */
export interface FormError {
  key: string;
  params?: Record<string, string | number>;
}

/** A value that is not one of the select's options (a stored value the server no longer offers). */
export const CHOICE_ERROR_KEY = 'PERSONAL_INFO.CHOICE';

function choice(value: string, options: readonly string[], label: string): FormError | null {
  const known = options.length === 0 || options.includes(value) || options.includes(value.toUpperCase());
  return known ? null : { key: CHOICE_ERROR_KEY, params: { field: label } };
}

/** The options of a select field: the server's list, plus the player's own value if it is not in it. */
export function selectOptions(field: FormField, current: string): string[] {
  const options = [...(field.config?.inclusion?.in ?? [])];
  if (current !== '' && !options.includes(current)) options.push(current);
  return options;
}

/**
 * The §5 check of one field against the form's values (the postal code and the state depend on
 * the country): null when it passes, else the message key and its parameters.
 */
export function fieldError(field: FormField, values: FormValues, env: CheckEnvironment): FormError | null {
  if (field.locked) return null;
  const value = (values[field.name] ?? '').trim();
  const country = (values.country ?? '').trim().toUpperCase();
  if (value === '') {
    return isProfileFieldRequired(field.name, values) ? validation.required(value, env.label) : null;
  }
  switch (field.type) {
    case 'country':
      return choice(value, env.countryCodes, env.label);
    case 'state':
      return choice(value, statesOf(country) ?? [], env.label);
    case 'select':
      return choice(value, field.config?.inclusion?.in ?? [], env.label);
    default:
      return textError(field, value, country, env);
  }
}

function textError(
  field: FormField,
  value: string,
  country: string,
  env: CheckEnvironment,
): ValidationError | null {
  const length = field.config?.length;
  const lengthError = length
    ? (validation.minLength(value, length.minimum, env.label) ??
      validation.maxLength(value, length.maximum, env.label))
    : null;
  if (field.name === NICKNAME_FIELD) return validation.nickname(value);
  if (NAME_FIELDS.includes(field.name)) return validation.nameChars(value) ?? lengthError;
  if (field.name === PERSONAL_ID_FIELD) return validation.personalId(value);
  switch (field.type) {
    case 'date':
      return validation.birthday(value, env.ageCountry, env.now);
    case 'phone':
      return validation.phone(value);
    case 'postal_code':
      return validation.postalCode(value, country);
    case 'iban': {
      // A Lithuanian IBAN is accepted: its message is information, not an error (spec §5).
      const error = validation.iban(value);
      return error?.key === VALIDATION.ibanLt ? null : error;
    }
    default:
      return lengthError;
  }
}
