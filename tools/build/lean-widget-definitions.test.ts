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
  defaults: { size: 'large' },
  migrations: [{ version: 2, up: (p) => ({ ...p, example: 1 }) }],
  load: () => import('./hero.tsx'),
  example: { size: 'small', props: 'x' },
});`;
    const lean = leanWidgetDefinitions(source).replace(/\s+/g, ' ');
    expect(lean).not.toContain('props: heroProps');
    expect(lean).not.toContain("example: { size: 'small'");
    // Defaults and migrations are applied to the bundled layouts (prepare-layouts.ts).
    expect(lean).toContain('defaults: {},');
    expect(lean).toContain('migrations: [],');
    expect(lean).not.toContain('large');
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
});
