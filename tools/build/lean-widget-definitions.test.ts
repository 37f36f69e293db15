import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanWidgetDefinitions } from './lean-widget-definitions.ts';

describe('leanWidgetDefinitions', () => {
  it("drops a definition's schema and example, empties what the build applied and keeps what a page runs", () => {
    const source = `import { defineWidget } from '../../runtime/slots/define-widget.ts';
import { heroProps } from './hero.schema.ts';
export const hero = defineWidget<typeof heroProps>({
  id: 'hero',
  version: 2,
  props: heroProps,
  migrations: [{ version: 2, up: (p) => ({ ...p, example: 1 }) }],
  load: () => import('./hero.tsx'),
  example: { size: 'small', props: 'x' },
  examples: [{ size: 'medium' }],
});`;
    const lean = leanWidgetDefinitions(source).replace(/\s+/g, ' ');
    expect(lean).not.toContain('props: heroProps');
    expect(lean).not.toContain("example: { size: 'small'");
    expect(lean).not.toContain('medium');
    // Defaults (in the schema) and migrations are applied to the bundled layouts (prepare-layouts.ts).
    expect(lean).not.toContain('hero.schema.ts');
    expect(lean).toContain('migrations: [],');
    expect(lean).not.toContain('up: (p)');
    expect(lean).toContain("load: () => import('./hero.tsx')");
  });

  it('leaves a real widget definition valid code that keeps its id and loader', () => {
    const code = readFileSync(join(process.cwd(), 'widgets/hero-banner/index.ts'), 'utf8');
    const lean = leanWidgetDefinitions(code);
    expect(lean).not.toMatch(/^\s*(props|example):/m);
    expect(lean).toMatch(/id: 'hero-banner'/);
    expect(lean).toMatch(/load: \(\) => import\(/);
  });

  it('drops the schema import the cut left unused, and keeps imports still read', () => {
    const source = `import { defineWidget } from '../../runtime/slots/define-widget.ts';
import { menuProps, MENU_ITEMS, type MenuProps } from './menu.schema.ts';
import { sideProps } from './side.schema.ts';
import './side-effect.ts';
export const menu = defineWidget<typeof menuProps>({
  id: 'menu',
  version: 1,
  props: menuProps,
  migrations: [],
  load: () => import('./menu.tsx'),
  example: { items: MENU_ITEMS },
});
export const side = defineWidget<typeof sideProps>({ id: 'side', version: 1, props: sideProps, migrations: [], load: () => import('./side.tsx'), example: {} });`;
    const lean = leanWidgetDefinitions(source);
    expect(lean).not.toContain('side.schema.ts');
    expect(lean).not.toContain('<typeof');
    expect(lean).toContain("import './side-effect.ts';");
    expect(lean).toContain("import { defineWidget } from '../../runtime/slots/define-widget.ts';");
    // The example goes, so MENU_ITEMS is unused too: its module goes.
    expect(lean).not.toContain('menu.schema.ts');
  });
});
