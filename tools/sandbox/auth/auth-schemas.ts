import { siteQueryProperties } from '../http/route-schemas.ts';

// Request bodies of the auth calls. `additionalProperties: false` everywhere: an unknown field is
// a client bug worth a 400, not something to drop silently.

const str = { type: 'string', maxLength: 256 } as const;
const bool = { type: 'boolean' } as const;
const nullableStr = { type: ['string', 'null'], maxLength: 256 } as const;
const loginReg = { type: ['string', 'boolean', 'null'], maxLength: 256 } as const;

export const checkEmailBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: str },
} as const;

export const signInBody = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: {
    user: {
      type: 'object',
      additionalProperties: false,
      properties: {
        email: str,
        password: str,
        dfpc: nullableStr,
        captcha: nullableStr,
        custom_login_reg: loginReg,
        otp_attempt: str,
        remember_me: bool,
      },
    },
  },
} as const;

export const registerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: {
    user: {
      type: 'object',
      additionalProperties: false,
      properties: {
        email: str,
        password: str,
        password_confirmation: str,
        dfpc: nullableStr,
        captcha: nullableStr,
        custom_login_reg: loginReg,
        nickname: nullableStr,
        first_name: nullableStr,
        last_name: nullableStr,
        date_of_birth: nullableStr,
        gender: nullableStr,
        country: nullableStr,
        city: nullableStr,
        address: nullableStr,
        postal_code: nullableStr,
        mobile_phone: nullableStr,
        currency: str,
        language: str,
        terms_acceptance: bool,
        age_acceptance: bool,
        receive_promos: bool,
        receive_sms_promos: bool,
        bonus_code: nullableStr,
        stag: nullableStr,
        affb_id: nullableStr,
      },
    },
  },
} as const;

export const passwordRequestBody = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: {
    user: {
      type: 'object',
      additionalProperties: false,
      properties: { email: str, captcha: nullableStr },
    },
  },
} as const;

export const passwordSetBody = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: {
    user: {
      type: 'object',
      additionalProperties: false,
      properties: { reset_password_token: str, password: str, password_confirmation: str },
    },
  },
} as const;

export const confirmationQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...siteQueryProperties, confirmation_token: str },
} as const;

export const confirmationResendBody = passwordRequestBody;

export const updateDetailsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: {
    user: {
      type: 'object',
      additionalProperties: false,
      properties: { terms_acceptance: bool, country: str },
    },
  },
} as const;

/** PUT /api/users: a signed-in player changes the password, proving the current one. */
export const passwordChangeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: {
    user: {
      type: 'object',
      additionalProperties: false,
      properties: { current_password: str, password: str, password_confirmation: str },
    },
  },
} as const;

/** A code of the player's authenticator app (confirming the set-up, switching two-factor off). */
export const twoFactorCodeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: {
    user: {
      type: 'object',
      additionalProperties: false,
      required: ['otp_attempt'],
      properties: { otp_attempt: { type: 'string', maxLength: 32 } },
    },
  },
} as const;
