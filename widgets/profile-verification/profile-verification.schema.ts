import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { DOCUMENT_TYPES } from '../../runtime/rules/index.ts';

export const profileVerificationProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    types: {
      type: 'array',
      items: { enum: DOCUMENT_TYPES },
      uniqueItems: true,
      minItems: 1,
      default: DOCUMENT_TYPES,
      description:
        "The documents a player may upload here, in the order they are offered: 'identity' (passport, " +
        "identity card or driving licence), 'address' (a utility bill or bank statement) and 'payment' " +
        '(the card or account used to pay). Documents of other types the player already has are still ' +
        'listed.',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type ProfileVerificationProps = FromSchema<typeof profileVerificationProps>;
