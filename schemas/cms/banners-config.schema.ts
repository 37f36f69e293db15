import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import {
  SCHEMA_BASE,
  colour,
  dmyDateTime,
  imageUrl,
  linkTarget,
  perCurrency,
  schemaKeyProperty,
  textOrLocalised,
  whenProperty,
} from './common.schema.ts';

/** Popups a banner button opens by `attrs["data-popup"]`: the URL hashes of spec §2. */
export const BANNER_POPUPS = ['sign-in', 'sign-up', 'remind', 'chat'] as const;
/** Link relations a banner button may declare in `attrs.rel`. */
const REL_TOKEN = 'nofollow|sponsored|ugc|noopener|noreferrer';
/** `data-*` attribute names other than data-popup, which has a meaning of its own. */
const DATA_ATTRIBUTE = '^data-(?!popup$)[a-z0-9]+(-[a-z0-9]+)*$';

const bannerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'frontend_identifier', 'image', 'categories', 'title'],
  description: 'One promo banner (spec §3 Banner).',
  properties: {
    id: { type: 'string', minLength: 1, description: 'Unique id of the banner.' },
    frontend_identifier: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9-_]*$',
      description: 'Stable identifier used by analytics and tests.',
    },
    identity: { type: 'integer', description: 'Numeric id of the banner on the platform.' },
    url: linkTarget('Where a click on the banner leads (site path or https address).'),
    image: imageUrl('Background image, e.g. /assets/generated/banner/welcome.svg.'),
    overlayImage: imageUrl('Image drawn over the gradient (a character, a game logo).'),
    categories: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' },
      description: 'Places where the banner shows, e.g. "slider-index-top", "index-top-jackpots".',
    },
    order: {
      type: 'object',
      description: 'Position per category (lower first).',
      propertyNames: { pattern: '^[a-z0-9][a-z0-9-]*$' },
      additionalProperties: { type: 'integer' },
    },
    logged: {
      type: 'boolean',
      description: 'true: only for logged-in players; false: only for guests; absent: everyone.',
    },
    groupIds: {
      type: 'array',
      items: { anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^[0-9]+$' }] },
      description: 'Shown only to players in at least one of these groups (spec §5); everyone when absent.',
    },
    title: {
      type: 'object',
      additionalProperties: false,
      required: ['text'],
      description: 'Headline.',
      properties: { text: textOrLocalised('Headline text; {{name}} inserts a variable.') },
    },
    description: {
      type: 'object',
      additionalProperties: false,
      required: ['text'],
      description: 'Text under the headline.',
      properties: {
        text: textOrLocalised('Description text; {{name}} inserts a variable.'),
        size: { enum: ['small', 'medium', 'large'], description: 'Font size of the description.' },
      },
    },
    variables: {
      type: 'object',
      description: 'Values inserted into {{name}} placeholders, per currency of the player.',
      propertyNames: { pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' },
      additionalProperties: perCurrency({ type: 'string' }, 'Value of the variable.'),
    },
    gradient: {
      type: 'object',
      additionalProperties: false,
      required: ['colorLeft', 'colorLeftCenter', 'colorRightCenter', 'colorRight'],
      description: 'Four-stop background gradient, left to right.',
      properties: {
        colorLeft: colour('Left stop.'),
        colorLeftCenter: colour('Left-centre stop.'),
        colorRightCenter: colour('Right-centre stop.'),
        colorRight: colour('Right stop.'),
      },
    },
    labels: {
      type: 'array',
      description: 'Small labels above the headline ("New", "Weekly").',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title'],
        properties: { title: textOrLocalised('Text of the label.') },
      },
    },
    liveTime: {
      type: 'object',
      additionalProperties: false,
      required: ['start', 'end'],
      description: 'When the banner is live (UTC); outside it the banner is not shown.',
      properties: {
        start: dmyDateTime('Start, DD/MM/YYYY HH:mm UTC.'),
        end: dmyDateTime('End, DD/MM/YYYY HH:mm UTC.'),
      },
    },
    timer: { type: 'boolean', description: 'Show a countdown to liveTime.end.' },
    button: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      description: 'Main call to action.',
      properties: {
        name: textOrLocalised('Label of the button.'),
        url: linkTarget('Target of the button.'),
        type: {
          enum: ['tournaments', 'lottery'],
          description: 'Links to a tournament or lottery by frontendIdentifier instead of url.',
        },
        frontendIdentifier: { type: 'string', description: 'Tournament or lottery identifier for type.' },
        attrs: {
          type: 'object',
          additionalProperties: false,
          description:
            'HTML attributes of the button, e.g. {"data-popup": "sign-up", "data-analytics-id": "welcome-cta"}: target, rel, data-popup and data-* only.',
          properties: {
            target: {
              enum: ['_blank', '_self'],
              description:
                '_blank opens the target in a new tab (rel gets noopener noreferrer); _self keeps even an external target in this tab.',
            },
            rel: {
              type: 'string',
              pattern: `^(${REL_TOKEN})( (${REL_TOKEN}))*$`,
              description: 'Link relations, space-separated, e.g. "sponsored nofollow" for a partner offer.',
            },
            'data-popup': {
              enum: BANNER_POPUPS,
              description:
                'Opens this popup over the page instead of following url (chat: the support chat); a player, who has no sign-in, sign-up or remind popup, follows url.',
            },
          },
          patternProperties: {
            [DATA_ATTRIBUTE]: {
              type: 'string',
              maxLength: 200,
              description:
                'A data attribute copied onto the button as is, e.g. an analytics or tag-manager id.',
            },
          },
        },
      },
    },
    secondButton: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'popup'],
      description: 'Secondary button that opens a popup with the terms.',
      properties: {
        name: textOrLocalised('Label of the button.'),
        popup: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'desc'],
          description: 'Content of the popup.',
          properties: {
            title: textOrLocalised('Popup title.'),
            secondTitle: textOrLocalised('Popup subtitle.'),
            desc: textOrLocalised('Popup body (HTML, sanitised).'),
          },
        },
      },
    },
    size: { enum: ['small', 'medium', 'large'], description: 'Height of the banner.' },
    kind: { enum: ['standard', 'animated'], description: 'Promo banner kind (spec §9).' },
    when: whenProperty('When the banner applies (licence, country, device...); always when absent.'),
  },
} as const satisfies JSONSchema;

/** cms/config/banners-config.json: the promo banners (API-SHAPES §2 banners-config). */
export const bannersConfigSchema = {
  $id: `${SCHEMA_BASE}/cms/config/banners-config.json`,
  title: 'Banners',
  description: 'Promo banners of the lobby and promo pages.',
  type: 'object',
  additionalProperties: false,
  required: ['banners'],
  properties: {
    $schema: schemaKeyProperty,
    banners: { type: 'array', items: bannerSchema, description: 'Every banner, in no particular order.' },
  },
} as const satisfies JSONSchema;

export type BannersConfig = FromSchema<typeof bannersConfigSchema>;
export type Banner = BannersConfig['banners'][number];
