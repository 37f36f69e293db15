import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, imageUrl, schemaKeyProperty } from './common.schema.ts';

const logoUrl = (description: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['mobile', 'full'],
    description,
    properties: {
      mobile: imageUrl('Compact logo for narrow screens.'),
      full: imageUrl('Full logo for wide screens.'),
    },
  }) as const;

/** cms/config/logo-config.json: the header logo images, per host where mirrors differ. */
export const logoConfigSchema = {
  $id: `${SCHEMA_BASE}/cms/config/logo-config.json`,
  title: 'Logo',
  description: "The header logo; without this document the header shows the brand's logo text.",
  type: 'object',
  additionalProperties: false,
  required: ['logoUrl'],
  properties: {
    $schema: schemaKeyProperty,
    logoUrl: logoUrl('The logo of every host that has none of its own (API-SHAPES §2).'),
    hosts: {
      type: 'object',
      description: 'Host (e.g. "de.nova.localhost", or "*.example.com" for its subdomains) → its own logo.',
      propertyNames: { pattern: '^(\\*\\.)?[a-z0-9.-]+$' },
      additionalProperties: logoUrl('The logo of this host.'),
    },
  },
} as const satisfies JSONSchema;

export type LogoConfig = FromSchema<typeof logoConfigSchema>;
