import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configDocumentKind, validateBrandSync, validateDocument, validateWidgetProps } from './validate.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const banner = {
  id: 'welcome',
  frontend_identifier: 'welcome',
  image: '/assets/generated/banner/welcome.svg',
  categories: ['slider-index-top'],
  title: { text: 'Welcome' },
  liveTime: { start: '01/01/2026 00:00', end: '31/12/2026 23:59' },
};

describe('precompiled document validation', () => {
  it('accepts a valid banners document', async () => {
    expect(await validateDocument('cms/config/banners-config', { banners: [banner] })).toEqual([]);
  });

  it('reports a date that does not exist with the date/real rule', async () => {
    const issues = await validateDocument('cms/config/banners-config', {
      banners: [{ ...banner, liveTime: { start: '31/02/2026 10:00', end: '31/12/2026 23:59' } }],
    });
    expect(issues).toEqual([
      {
        pointer: '/banners/0/liveTime/start',
        message: '"31/02/2026 10:00" is not a real date and time (DD/MM/YYYY HH:mm, UTC)',
        rule: 'date/real',
      },
    ]);
  });

  it('points an unknown property at the property itself', async () => {
    expect(
      await validateDocument('cms/config/sale', { endDate: '01/03/2026', cards: {}, colour: 'red' }),
    ).toEqual([
      { pointer: '/colour', message: 'unknown property "colour"', rule: 'schema/additionalProperties' },
    ]);
  });

  it('names the allowed values of an enum', async () => {
    expect(await validateDocument('cms/config/menu-categories-games', { lobby: ['top', 'pokie'] })).toEqual([
      {
        pointer: '/lobby/1',
        message: expect.stringMatching(/^"pokie" is not one of "top", "new", /),
        rule: 'schema/enum',
      },
    ]);
  });

  it('reports the inner problem of a localised text rather than "no allowed form"', async () => {
    const issues = await validateDocument('cms/config/banners-config', {
      banners: [{ ...banner, title: { text: { de: 'Willkommen' } } }],
    });
    expect(issues).toEqual([
      {
        pointer: '/banners/0/title/text',
        message: 'missing required property "en"',
        rule: 'schema/required',
      },
    ]);
  });

  it('checks a when condition inside a document', async () => {
    const issues = await validateDocument('cms/config/awards', {
      awards: [{ name: 'A', nomination: 'B', year: 2025, imgUrl: '/a.svg', when: { licence: ['XX'] } }],
    });
    expect(issues.map((i) => [i.pointer, i.rule])).toEqual([['/awards/0/when/licence/0', 'schema/enum']]);
  });

  it('knows which config names have a schema', () => {
    expect(configDocumentKind('banners-config')).toBe('cms/config/banners-config');
    expect(configDocumentKind('stag-by-referrer-name')).toBe('cms/config/stag-by-referrer-name');
    expect(configDocumentKind('no-such-config')).toBeUndefined();
    expect(configDocumentKind('constructor')).toBeUndefined();
  });

  it('reports an unknown widget id, even one named like an object property', async () => {
    for (const id of ['no-such-widget', 'toString']) {
      expect(await validateWidgetProps(id, {})).toEqual([
        { pointer: '', message: `unknown widget "${id}"`, rule: 'layout/unknown-widget' },
      ]);
    }
  });

  it('checks a brand.json synchronously, with the same verdict as the lazy validator', async () => {
    const brand = JSON.parse(await readFile(join(root, 'brands', 'nova', 'brand.json'), 'utf8')) as object;
    expect(validateBrandSync(brand)).toEqual([]);
    const invalid = { ...brand, colour: 'red' };
    expect(validateBrandSync(invalid)).toEqual([
      { pointer: '/colour', message: 'unknown property "colour"', rule: 'schema/additionalProperties' },
    ]);
    expect(await validateDocument('brand', invalid)).toEqual(validateBrandSync(invalid));
  });
});

describe('issue wording', () => {
  it('points a disallowed key of a map at the key', async () => {
    expect(await validateDocument('cms/config/providers-config', { NetEnt: 'all' })).toEqual([
      { pointer: '/NetEnt', message: 'property name "NetEnt" is not allowed', rule: 'schema/propertyNames' },
    ]);
  });

  it('says that no allowed form matches when the value fits none of them', async () => {
    expect(await validateDocument('cms/config/providers-config', { netent: 'everywhere' })).toEqual([
      { pointer: '/netent', message: 'does not match any of the allowed forms', rule: 'schema/anyOf' },
    ]);
  });

  it('names a missing property at the object that lacks it', async () => {
    expect(await validateDocument('cms/config/sale', { cards: {} })).toEqual([
      { pointer: '', message: 'missing required property "endDate"', rule: 'schema/required' },
    ]);
  });
});
