import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { RESTRICTED_GEO_MESSAGE } from '../../runtime/rules/index.ts';

export const restrictedGeoNoticeProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    messageKey: {
      type: 'string',
      pattern: '^[A-Z0-9_]+(\\.[A-Z0-9_]+)+$',
      default: RESTRICTED_GEO_MESSAGE,
      description: 'Message key of the persistent toast shown in a partially restricted country (spec §8).',
    },
    termsPath: {
      type: 'string',
      pattern: '^/',
      default: '/terms-and-conditions',
      description:
        "Terms page a visitor from a fully restricted country is pointed to, e.g. '/terms-and-conditions' (left out when the page does not exist).",
    },
    supportPath: {
      type: 'string',
      pattern: '^/',
      default: '/support',
      description:
        "Support page a visitor from a fully restricted country is pointed to, e.g. '/support' (left out when the page does not exist).",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type RestrictedGeoNoticeProps = FromSchema<typeof restrictedGeoNoticeProps>;
