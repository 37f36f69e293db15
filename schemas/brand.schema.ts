import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

const LOCALE_ENUM = ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'et', 'en-IE'] as const;
const colour = (description: string) =>
  ({ type: 'string', pattern: '^#[0-9a-fA-F]{6}$', description }) as const;

export const brandHostSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['host', 'kind'],
  properties: {
    host: {
      type: 'string',
      pattern: '^(\\*\\.)?[a-z0-9.-]+$',
      description: 'Host name without port, e.g. "nova.localhost"; "*." matches subdomains.',
    },
    kind: {
      enum: ['production', 'mirror', 'betting'],
      description:
        'production: a main production host (licence may be EE); mirror: always CW; betting: sports.',
    },
    country: {
      type: 'string',
      pattern: '^[A-Z]{2}$',
      description: 'Country variant served on this host regardless of geo (optional).',
    },
    geo: {
      type: 'string',
      pattern: '^[A-Z]{2}$',
      description: 'Country the embedded sandbox reports as geo for visitors of this host.',
    },
    hideLocales: {
      type: 'array',
      items: { enum: LOCALE_ENUM },
      description: 'Locales hidden from the language list on this host (e.g. en-AU).',
    },
    origin: {
      type: 'string',
      pattern: '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$',
      description:
        'Origin of the links this host puts in mails (password reset, e-mail and limit confirmation), e.g. "https://nova-casino.example". Default: https://<host>; a *.localhost host served by the sandbox: http://<host>:<port>. Never taken from the request.',
    },
  },
} as const satisfies JSONSchema;

const origins = (description: string) =>
  ({
    type: 'array',
    uniqueItems: true,
    items: { type: 'string', pattern: '^https://(\\*\\.)?[a-z0-9.-]+(:[0-9]{1,5})?$' },
    description: `${description} An origin is https://host[:port]; "https://*.example.com" allows every subdomain.`,
  }) as const;

/** What the server's Content-Security-Policy allows beyond the page's own origin. */
export const brandSecuritySchema = {
  type: 'object',
  additionalProperties: false,
  description: "Origins the brand's pages may use besides their own (Content-Security-Policy).",
  properties: {
    frameAncestors: origins(
      'Origins allowed to frame the site (frame-ancestors). Default: none besides the site itself.',
    ),
    imageOrigins: origins(
      'Origins images may come from (img-src), e.g. a CDN of CMS images. CMS images on other hosts are dropped and reported by croupier validate.',
    ),
    gameOrigins: origins('Origins of game providers the game page may frame (frame-src).'),
  },
} as const satisfies JSONSchema;

/** brand.json: identity, hosts, theme, locales and features of one brand. */
export const brandSchema = {
  $id: 'https://croupier.local/schemas/brand.json',
  title: 'Brand',
  description: 'One brand of the casino: identity, hosts, theme, locales and features.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'hosts', 'theme', 'locales', 'defaultCountry', 'features'],
  properties: {
    $schema: { type: 'string', description: 'Path or URL of this schema, for editor completion.' },
    id: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      description: 'Brand id: the folder name under brands/.',
    },
    name: { type: 'string', minLength: 1, description: 'Display name of the brand, e.g. "Nova Casino".' },
    hosts: {
      type: 'array',
      minItems: 1,
      items: brandHostSchema,
      description: 'Every host name that serves this brand, with its kind and optional country variant.',
    },
    bettingHost: {
      type: 'string',
      description: 'Host of the sports-betting site; the sports link points there (never for Estonia).',
    },
    theme: {
      type: 'object',
      additionalProperties: false,
      required: ['primary', 'accent', 'background', 'surface', 'text'],
      description: 'Colours of the brand, applied as CSS custom properties.',
      properties: {
        primary: colour('Main action colour (buttons, links).'),
        primaryText: colour('Text on the primary colour.'),
        accent: colour('Accent colour (badges, highlights).'),
        background: colour('Page background.'),
        surface: colour('Cards, header and footer background.'),
        surfaceAlt: colour('Raised surfaces: menus, popups.'),
        text: colour('Main text colour.'),
        textMuted: colour('Secondary text colour.'),
        border: colour('Borders and separators.'),
        gradientStart: colour(
          'Where banner gradients start, behind their texts (default: the primary colour deepened).',
        ),
        gradientEnd: colour(
          'Where banner gradients end, towards their artwork (default: the primary colour).',
        ),
      },
    },
    logo: {
      type: 'object',
      additionalProperties: false,
      required: ['text'],
      description: 'The logo: a text mark, optionally an image under the brand assets.',
      properties: {
        text: { type: 'string', description: 'Text of the logo (also its accessible name).' },
        image: { type: 'string', description: 'Path of the logo image under brands/<id>/assets/.' },
      },
    },
    locales: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { enum: LOCALE_ENUM },
      description: 'Locales enabled for this brand (language switcher, hreflang).',
    },
    defaultCountry: {
      type: 'string',
      pattern: '^[A-Z]{2}$',
      description: 'Country assumed when geo is unknown (spec §1: CA).',
    },
    defaultCurrency: {
      type: 'string',
      pattern: '^[A-Z]{3,4}$',
      description: 'Currency shown to guests when the country has no default currency (spec §3: EUR).',
    },
    features: {
      type: 'object',
      description: 'Brand features on or off, e.g. {"rocketMart": true, "sports": false}.',
      additionalProperties: { type: 'boolean' },
    },
    security: brandSecuritySchema,
    organisationHosts: {
      type: 'array',
      items: { type: 'string' },
      description: 'Hosts whose home page carries organisation structured data (SEO).',
    },
  },
} as const satisfies JSONSchema;

export type BrandConfig = FromSchema<typeof brandSchema>;
export type BrandHost = FromSchema<typeof brandHostSchema>;
export type BrandSecurity = FromSchema<typeof brandSecuritySchema>;
