import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const siteFooterProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    bottomMenuPages: {
      type: 'boolean',
      default: true,
      description:
        'Append the CMS pages tagged bottom-menu to the info links and those tagged bottom-menu-help to the help links.',
    },
    awards: {
      type: 'boolean',
      default: true,
      description: 'Show the awards carousel with its "show all" link.',
    },
    providers: {
      type: 'boolean',
      default: true,
      description: 'Show the game-provider carousel linking to each provider’s games.',
    },
    providersLimit: {
      type: 'integer',
      minimum: 1,
      maximum: 200,
      default: 40,
      description: 'Most providers in the carousel.',
    },
    languages: { type: 'boolean', default: true, description: 'Show the language switch.' },
    install: {
      type: 'boolean',
      default: true,
      description: 'Offer to install the app while it is not installed.',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type SiteFooterProps = FromSchema<typeof siteFooterProps>;
