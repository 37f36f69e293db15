import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineWidget, type AnyWidgetDefinition } from '../../runtime/slots/define-widget.ts';
import { widgets } from '../../widgets/index.ts';
import { leanWidgetDefinitions } from './lean-widget-definitions.ts';
import { prepareLayout, withoutSchemaKey } from './prepare-layouts.ts';

const hero: AnyWidgetDefinition = {
  id: 'hero',
  version: 2,
  props: { type: 'object' },
  defaults: { size: 'large' },
  migrations: [{ version: 2, up: ({ big, ...rest }) => ({ ...rest, size: big ? 'large' : 'small' }) }],
  load: () => Promise.resolve({ default: () => null }),
  example: {},
};
const byId = new Map([[hero.id, hero]]);

describe('prepareLayout', () => {
  it("applies each entry's migrations from its version, then the defaults", () => {
    const layout = {
      $schema: '../x.json',
      slots: {
        main: [
          { widget: 'hero', version: 1, props: { big: false, title: 'Old' } },
          { widget: 'hero', version: 2, props: { title: 'New' }, when: { auth: 'guest' } },
          { widget: 'hero', props: { big: true } },
          { widget: 'hero', version: 2 },
        ],
      },
    };
    expect(prepareLayout(layout, byId)).toEqual({
      $schema: '../x.json',
      slots: {
        main: [
          { widget: 'hero', version: 2, props: { size: 'small', title: 'Old' } },
          { widget: 'hero', version: 2, props: { size: 'large', title: 'New' }, when: { auth: 'guest' } },
          // No version: written in version 1, so the migration to 2 runs.
          { widget: 'hero', version: 2, props: { size: 'large' } },
          { widget: 'hero', version: 2, props: { size: 'large' } },
        ],
      },
    });
  });

  it('leaves entries of unknown widgets for validate to report', () => {
    const layout = { slots: { main: [{ widget: 'nope', props: { a: 1 } }] } };
    expect(prepareLayout(layout, byId)).toEqual(layout);
  });

  it('gives a real widget the props its full definition would, so the lean one needs none', () => {
    const header = widgets.find((definition) => definition.id === 'site-header')!;
    const prepared = prepareLayout(
      { slots: { header: [{ widget: 'site-header' }] } },
      new Map([[header.id, header]]),
    );
    expect(prepared.slots!.header![0]!.props).toEqual(header.defaults);
    expect(Object.keys(header.defaults).length).toBeGreaterThan(0);
    // A built page's definition keeps no schema, so its defaults are empty: its layouts carry them.
    const lean = leanWidgetDefinitions(
      readFileSync(join(process.cwd(), 'widgets/site-header/index.ts'), 'utf8'),
    );
    expect(lean).not.toMatch(/^\s*props:/m);
    expect(defineWidget<{ type: 'object' }>({ ...header, props: undefined as never }).defaults).toEqual({});
  });
});

describe('withoutSchemaKey', () => {
  it("drops the editor's $schema pointer and keeps everything else", () => {
    const brand = JSON.parse(readFileSync(join('brands', 'nova', 'brand.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(brand.$schema).toBeTypeOf('string');
    const bundled = withoutSchemaKey(brand);
    expect(bundled).not.toHaveProperty('$schema');
    expect({ ...bundled, $schema: brand.$schema }).toEqual(brand);
  });
});
