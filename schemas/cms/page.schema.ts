import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { LOCALE_ENUM, SCHEMA_BASE, schemaKeyProperty } from './common.schema.ts';

/** Tags of a CMS page (API-SHAPES CmsPageListItem.categories); menus are built from them. */
export const PAGE_CATEGORIES = [
  'top-menu',
  'bottom-menu',
  'bottom-menu-help',
  'page',
  'custom-page',
  'seo-page',
  'terms-page',
] as const;

const pageContent = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'html'],
  description: 'The page in one locale.',
  properties: {
    title: {
      type: 'string',
      minLength: 1,
      description: 'Title of the page (h1, menu label, <title>).',
    },
    html: {
      type: 'string',
      minLength: 1,
      description: 'Body HTML; sanitised before it reaches the DOM.',
    },
    description: { type: 'string', description: 'SEO meta description.' },
    keywords: { type: 'string', description: 'SEO meta keywords, comma separated.' },
    noindex: { type: 'boolean', description: 'Ask search engines not to index this page.' },
  },
} as const satisfies JSONSchema;

/**
 * brands/<id>/cms/pages/<slug>.json: a CMS static page. A slug may carry a licence suffix
 * (`terms-and-conditions/EE.json`), which the route table prefers when it exists.
 */
export const cmsPageSchema = {
  $id: `${SCHEMA_BASE}/cms/page.json`,
  title: 'CMS static page',
  description: 'A static page of the CMS (privacy policy, terms, ...), with its content per locale.',
  type: 'object',
  additionalProperties: false,
  required: ['categories', 'content'],
  properties: {
    $schema: schemaKeyProperty,
    categories: {
      type: 'array',
      uniqueItems: true,
      items: { enum: PAGE_CATEGORIES },
      description: 'Tags: top-menu / bottom-menu / bottom-menu-help place the page in that menu.',
    },
    hidden: { type: 'boolean', description: 'Hidden pages have a route but appear in no menu.' },
    content: {
      type: 'object',
      description: 'Content per locale; "en" is required and is the fallback.',
      propertyNames: { enum: LOCALE_ENUM },
      required: ['en'],
      properties: { en: { ...pageContent, description: 'The page in English, the fallback locale.' } },
      additionalProperties: pageContent,
    },
  },
} as const satisfies JSONSchema;

export type CmsPageDocument = FromSchema<typeof cmsPageSchema>;
