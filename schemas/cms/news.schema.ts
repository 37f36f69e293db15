import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import {
  SCHEMA_BASE,
  dmyDate,
  imageUrl,
  localisedText,
  schemaKeyProperty,
  whenProperty,
} from './common.schema.ts';

/** cms/config/news.json: the articles of /news and /news/<slug> (Article of spec §3). */
export const newsSchema = {
  $id: `${SCHEMA_BASE}/cms/config/news.json`,
  title: 'News',
  description: 'News articles, newest first.',
  type: 'object',
  additionalProperties: false,
  required: ['articles'],
  properties: {
    $schema: schemaKeyProperty,
    articles: {
      type: 'array',
      description: 'Every article, newest first.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'date', 'title', 'summary', 'body', 'img'],
        properties: {
          slug: {
            type: 'string',
            pattern: '^[a-z0-9][a-z0-9-]*$',
            maxLength: 120,
            description: 'Path of the article: /news/<slug>.',
          },
          date: dmyDate('Publication date, DD/MM/YYYY.'),
          title: localisedText('Title of the article.'),
          summary: localisedText('Teaser shown in the list.'),
          body: localisedText('The article (HTML, sanitised).'),
          img: imageUrl('Picture of the article, e.g. /assets/generated/news/<name>.svg.'),
          when: whenProperty('When the article is listed; always when absent.'),
        },
      },
    },
  },
} as const satisfies JSONSchema;

export type NewsConfig = FromSchema<typeof newsSchema>;
export type NewsArticle = NewsConfig['articles'][number];
