import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  Banner,
  CmsPageDocument,
  FooterConfig,
  ProvidersConfig,
  RocketMartConfig,
  SaleConfig,
} from './index.ts';
import { DOCUMENT_KINDS, documentSchemas, schemaFileName } from './index.ts';

describe('document types derived from the schemas', () => {
  it('type a banner with its required fields and localised texts', () => {
    expectTypeOf<Banner['id']>().toEqualTypeOf<string>();
    expectTypeOf<Banner['categories']>().toEqualTypeOf<string[]>();
    expectTypeOf<NonNullable<Banner['liveTime']>>().toEqualTypeOf<{ start: string; end: string }>();
    expectTypeOf<'Welcome'>().toExtend<Banner['title']['text']>();
    expectTypeOf<{ en: 'Welcome'; de: 'Willkommen' }>().toExtend<Banner['title']['text']>();
  });

  it('type the sale, the providers map, pages and the footer', () => {
    expectTypeOf<SaleConfig['endDate']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<RocketMartConfig['maxWin']>['EUR']>().toEqualTypeOf<number>();
    expectTypeOf<{ netent: ['DE'] }>().toExtend<ProvidersConfig>();
    expectTypeOf<CmsPageDocument['content']['en']>().toExtend<{ title: string; html: string } | undefined>();
    expectTypeOf<FooterConfig['copyright'][number]['text']['en']>().toEqualTypeOf<string>();
  });

  it('give every document a schema with an $id under croupier.local and a schema file name', () => {
    for (const kind of DOCUMENT_KINDS) {
      expect(documentSchemas[kind].$id).toMatch(/^https:\/\/croupier\.local\/schemas\//);
    }
    expect(schemaFileName('cms/page')).toBe('cms-page');
    expect(schemaFileName('cms/config/footer')).toBe('footer');
    expect(schemaFileName('brand')).toBe('brand');
  });

  it('describe every property, for editor hovers', () => {
    const undescribed: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
      for (const [name, child] of Object.entries(properties ?? {})) {
        if (typeof child.description !== 'string') undescribed.push(`${path}/${name}`);
        visit(child, `${path}/${name}`);
      }
      for (const key of ['items', 'additionalProperties', 'not']) visit(schema[key], `${path}/${key}`);
      for (const key of ['anyOf', 'oneOf'])
        (schema[key] as unknown[] | undefined)?.forEach((s, i) => visit(s, `${path}/${key}/${i}`));
    };
    for (const kind of DOCUMENT_KINDS) visit(documentSchemas[kind], kind);
    expect(undescribed).toEqual([]);
  });

  it('close every object schema with additionalProperties', () => {
    const open: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.properties && !('additionalProperties' in schema) && !('propertyNames' in schema))
        open.push(path);
      for (const [key, child] of Object.entries(schema)) {
        if (key === 'properties') {
          for (const [name, sub] of Object.entries(child as object)) visit(sub, `${path}/${name}`);
        } else if (typeof child === 'object') visit(child, `${path}/${key}`);
      }
    };
    for (const kind of DOCUMENT_KINDS) visit(documentSchemas[kind], kind);
    expect(open).toEqual([]);
  });
});
