import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const heroBannerProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    category: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9-]*$',
      description:
        "Banner category of banners-config whose banners the slider shows, in that category's order, e.g. 'slider-index-top'.",
    },
    autoplay: {
      type: 'boolean',
      default: true,
      description: 'Advance to the next banner every 10 s (paused on hover, focus and reduced motion).',
    },
  },
  required: ['category'],
} as const satisfies JSONSchema;

export type HeroBannerProps = FromSchema<typeof heroBannerProps>;
