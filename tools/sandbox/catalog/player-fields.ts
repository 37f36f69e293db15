import {
  MINIMUM_AGE,
  MINIMUM_AGE_ESTONIA,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PERSONAL_ID_LENGTH,
} from '../../../runtime/rules/validation.ts';
import type { PlayerFields } from './types.ts';

// SPEC §5 limits are the client's (runtime/rules/validation.ts), so that the server rejects exactly
// what the client's forms reject.
export { MINIMUM_AGE, PERSONAL_ID_LENGTH };
/** SPEC §5: Estonia requires players to be 21. */
export const MINIMUM_AGE_EE = MINIMUM_AGE_ESTONIA;
/** SPEC §5: nickname length when non-empty. */
export const NICKNAME_LENGTH = { minimum: NICKNAME_MIN_LENGTH, maximum: NICKNAME_MAX_LENGTH } as const;

const PERSONAL = ['first_name', 'last_name', 'date_of_birth', 'gender'];
const ADDRESS = ['country', 'city', 'address', 'postal_code', 'state'];

/** GET /api/info/player_fields: field rules and the field sets of each context (SPEC §5). */
export function buildPlayerFields(): PlayerFields {
  return {
    fields: [
      { field: 'email', type: 'email', once_set: true },
      { field: 'password', type: 'password', length: { minimum: 6, maximum: 128 } },
      { field: 'nickname', type: 'string', length: NICKNAME_LENGTH },
      { field: 'first_name', type: 'string', length: { minimum: 1, maximum: 50 } },
      { field: 'last_name', type: 'string', length: { minimum: 1, maximum: 50 } },
      {
        field: 'date_of_birth',
        type: 'date',
        once_set: true,
        age: { min: { default: MINIMUM_AGE, EE: MINIMUM_AGE_EE } },
      },
      { field: 'gender', type: 'select', inclusion: { in: ['m', 'f'] } },
      { field: 'country', type: 'country', once_set: true },
      { field: 'city', type: 'string', length: { minimum: 1, maximum: 60 } },
      { field: 'address', type: 'string', length: { minimum: 1, maximum: 120 } },
      { field: 'postal_code', type: 'postal_code' },
      { field: 'state', type: 'state' },
      { field: 'mobile_phone', type: 'phone', service: 1 },
      {
        field: 'personal_id_number',
        type: 'string',
        length: { minimum: PERSONAL_ID_LENGTH, maximum: PERSONAL_ID_LENGTH },
      },
      { field: 'currency', type: 'currency', once_set: true },
      { field: 'receive_promos', type: 'boolean' },
      { field: 'receive_sms_promos', type: 'boolean' },
      { field: 'terms_acceptance', type: 'boolean' },
      { field: 'iban', type: 'iban' },
    ],
    contexts: {
      // A short sign-up: the rest is asked at the first deposit (the `deposit` set, spec §2).
      registration: ['email', 'password', 'currency', 'terms_acceptance'],
      deposit: [...PERSONAL, ...ADDRESS, 'mobile_phone'],
      cashout: [...PERSONAL, ...ADDRESS, 'mobile_phone', 'iban'],
      edition: ['nickname', ...PERSONAL, ...ADDRESS, 'mobile_phone', 'receive_promos', 'receive_sms_promos'],
      // Game providers that demand a full profile before a real-money launch (SPEC §5).
      evolution: ['first_name', 'last_name', 'date_of_birth', 'country', 'city'],
      pragmaticplay: ['first_name', 'last_name', 'date_of_birth'],
      payment_systems: {
        card: {
          base: { deposit: 'first_name last_name postal_code', cashout: 'first_name last_name address' },
        },
        crypto: { base: { deposit: '', cashout: 'first_name last_name' } },
      },
    },
  };
}
