import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const restrictedGeoNoticeProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    messageKey: {
      type: 'string',
      pattern: '^[A-Z0-9_]+(\\.[A-Z0-9_]+)+$',
      description: "Message key of the persistent toast (spec §8: 'OOPS.RESTRICTED_GEO').",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type RestrictedGeoNoticeProps = FromSchema<typeof restrictedGeoNoticeProps>;
