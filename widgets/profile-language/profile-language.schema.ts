import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const profileLanguageProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    hintKey: {
      type: 'string',
      pattern: '^[A-Z][A-Z0-9_.]*$',
      maxLength: 120,
      default: 'PROFILE_MAIN.LANGUAGE.HINT',
      description:
        "Message key of the text under the select, e.g. 'PROFILE_MAIN.LANGUAGE.HINT'; none when empty.",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type ProfileLanguageProps = FromSchema<typeof profileLanguageProps>;
