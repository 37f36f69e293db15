import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, pageSlug, schemaKeyProperty, whenProperty } from './common.schema.ts';

const menu = (description: string) =>
  ({
    type: 'array',
    description,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['page'],
      description: 'A CMS page in this menu; its title is the label.',
      properties: {
        page: pageSlug(
          'Slug of the CMS page without licence suffix; "terms-and-conditions" opens terms-and-conditions/EE under EE when that page exists.',
        ),
        when: whenProperty('When the item is in the menu; always when absent.'),
      },
    },
  }) as const;

/**
 * cms/config/menus.json: order and conditions of the CMS pages in the three page menus. A
 * page also needs the menu tag in its own `categories`.
 */
export const menusSchema = {
  $id: `${SCHEMA_BASE}/cms/config/menus.json`,
  title: 'Menus',
  description: 'CMS pages shown in the header (top-menu) and footer (bottom-menu, bottom-menu-help) menus.',
  type: 'object',
  additionalProperties: false,
  required: ['top-menu', 'bottom-menu', 'bottom-menu-help'],
  properties: {
    $schema: schemaKeyProperty,
    'top-menu': menu('Pages after the fixed header items and in the sidebar, in order.'),
    'bottom-menu': menu('Pages in the footer info links, in order.'),
    'bottom-menu-help': menu('Pages in the footer help links, in order.'),
  },
} as const satisfies JSONSchema;

export type MenusDocument = FromSchema<typeof menusSchema>;
