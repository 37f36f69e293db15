import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import {
  SCHEMA_BASE,
  imageUrl,
  linkTarget,
  localisedText,
  pageSlug,
  schemaKeyProperty,
  whenProperty,
} from './common.schema.ts';

const link = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  description: 'A footer link: a CMS page (labelled by its title), a site path or an https address.',
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', description: 'Stable id of the link.' },
    page: pageSlug('CMS page slug (licence suffix resolved at run time); its title is the label.'),
    to: linkTarget('Site path or https address, when the link is not a CMS page.'),
    label: localisedText('Label of the link; required unless page is set.'),
    external: { type: 'boolean', description: 'Open in a new tab.' },
    when: whenProperty('When the link is shown; e.g. {"not": {"licence": ["EE"]}}.'),
  },
} as const satisfies JSONSchema;

const logo = (description: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['name', 'image'],
    description,
    properties: {
      name: { type: 'string', minLength: 1, description: 'Name (also the alternative text).' },
      image: imageUrl('Image, e.g. /assets/generated/badge/<name>.svg.'),
      url: linkTarget('Where the logo leads; not a link when absent.'),
      when: whenProperty('When the logo is shown; always when absent.'),
    },
  }) as const;

const contact = (valueKey: 'number' | 'address', description: string, pattern: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [valueKey],
    description,
    properties: {
      [valueKey]: { type: 'string', pattern, description: 'The value shown and linked.' },
      when: whenProperty('When it is shown; always when absent.'),
    },
  }) as const;

/** cms/config/footer.json: every block of the footer (spec §2 Footer); regional rules are `when`. */
export const footerSchema = {
  $id: `${SCHEMA_BASE}/cms/config/footer.json`,
  title: 'Footer',
  description: 'Links, contacts, logos, badges and copyright of the footer.',
  type: 'object',
  additionalProperties: false,
  required: ['infoLinks', 'helpLinks', 'paymentLogos', 'trustBadges', 'copyright'],
  properties: {
    $schema: schemaKeyProperty,
    infoLinks: {
      type: 'array',
      items: link,
      description: 'Info links: bottom-menu pages, crypto benefits, affiliates.',
    },
    helpLinks: {
      type: 'array',
      items: link,
      description: 'Help links: support, blog, bottom-menu-help pages.',
    },
    phones: {
      type: 'array',
      items: contact('number', 'A support phone number.', '^\\+?[0-9 ()-]{8,}$'),
      description: 'Support phone numbers; the first whose condition holds is shown.',
    },
    emails: {
      type: 'array',
      items: contact('address', 'A support e-mail address.', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'),
      description: 'Support e-mail addresses; the first whose condition holds is shown.',
    },
    chat: {
      type: 'object',
      additionalProperties: false,
      description: 'The "chat with us" link (opens the support chat).',
      properties: {
        label: localisedText('Label of the chat link.'),
        when: whenProperty('When the chat link is shown; always when absent.'),
      },
    },
    socialLinks: {
      type: 'array',
      description: 'Social network links.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'url', 'icon'],
        properties: {
          name: { type: 'string', minLength: 1, description: 'Network name (accessible name of the link).' },
          url: { type: 'string', pattern: '^https://', description: 'Address of the page on the network.' },
          icon: imageUrl('Icon of the network.'),
          when: whenProperty('When the link is shown; always when absent.'),
        },
      },
    },
    partnerLogo: logo('Logo of a partner (e.g. a sports club).'),
    paymentsLink: linkTarget('Where payment logos lead: the cashbox dashboard (default /dashboard).'),
    paymentLogos: {
      type: 'array',
      items: logo('A payment method logo.'),
      description: 'Payment method logos; they link to the cashbox dashboard.',
    },
    trustBadges: {
      type: 'array',
      items: logo('A trust badge.'),
      description: 'Trust badges (18+, RG bodies).',
    },
    certificates: {
      type: 'array',
      items: logo('A certificate or licence seal.'),
      description: 'Certificate and licence seals.',
    },
    copyright: {
      type: 'array',
      minItems: 1,
      description:
        'Copyright variants; the first whose condition holds is shown. {{year}} and {{brand}} are replaced.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text'],
        properties: {
          text: localisedText('Copyright text.'),
          when: whenProperty('When this variant applies; the last variant should have none.'),
        },
      },
    },
  },
} as const satisfies JSONSchema;

export type FooterConfig = FromSchema<typeof footerSchema>;
