import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { RECOMMENDED_CATEGORY } from '../../runtime/rules/index.ts';

export const searchPopupProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    recommendedCategory: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      default: RECOMMENDED_CATEGORY,
      description:
        "Category slug of the games offered when nothing is found or typed (spec §4), e.g. 'recommended'.",
    },
  },
} as const satisfies JSONSchema;

export type SearchPopupProps = FromSchema<typeof searchPopupProps>;
