// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  firstViewChunks,
  firstViewMembers,
  widgetsOfLayouts,
  type ModuleGraph,
} from './first-view-chunks.ts';

/**
 * entry → early; app → runtime/api, node_modules/react;
 * header (shell) → header-menu → runtime/links → runtime/api, node_modules/i18n, generated validator;
 * footer (shell) → runtime/links; banner (lobby) → runtime/links, banner-art; profile → profile-rules.
 */
const imports: Record<string, string[]> = {
  '/p/app/entry.ts': ['/p/runtime/early.ts'],
  '/p/runtime/early.ts': [],
  '/p/app/main.tsx': ['/p/runtime/api.ts', '/p/node_modules/react/index.js'],
  '/p/runtime/api.ts': [],
  '/p/node_modules/react/index.js': [],
  '/p/widgets/header/header.tsx': ['/p/widgets/header/header-menu.tsx'],
  '/p/widgets/header/header-menu.tsx': [
    '/p/runtime/links.ts',
    '/p/node_modules/i18n/index.js',
    '/p/runtime/config/generated/widgets/header.js',
  ],
  '/p/runtime/links.ts': ['/p/runtime/api.ts', '/p/runtime/early.ts'],
  '/p/node_modules/i18n/index.js': [],
  '/p/runtime/config/generated/widgets/header.js': [],
  '/p/widgets/footer/footer.tsx': ['/p/runtime/links.ts'],
  '/p/widgets/banner/banner.tsx': ['/p/runtime/links.ts', '/p/widgets/banner/banner-art.tsx'],
  '/p/widgets/banner/banner-art.tsx': [],
  '/p/widgets/profile/profile.tsx': ['/p/runtime/profile-rules.ts'],
  '/p/runtime/profile-rules.ts': [],
};
const graph: ModuleGraph = { ids: Object.keys(imports), staticImports: (id) => imports[id] ?? [] };

describe('first-view chunks', () => {
  it('takes what the widgets of each group import, not the entry’s, the app’s, libraries or validators', () => {
    const members = firstViewMembers(
      graph,
      new Map([
        ['shell', new Set(['header', 'footer'])],
        ['lobby', new Set(['banner'])],
      ]),
    );
    expect([...(members.get('shell') ?? [])].sort()).toEqual([
      '/p/runtime/links.ts',
      '/p/widgets/header/header-menu.tsx',
    ]);
    // The lobby's banner shares links.ts with the shell: it stays in the shell's chunk.
    expect([...(members.get('lobby') ?? [])]).toEqual(['/p/widgets/banner/banner-art.tsx']);
  });

  it('leaves a widget’s own module out: it stays the chunk the registry imports and the manifest names', () => {
    const members = firstViewMembers(graph, new Map([['shell', new Set(['header'])]]));
    expect(members.get('shell')?.has('/p/widgets/header/header.tsx')).toBe(false);
  });

  it('leaves pages no group names alone', () => {
    const members = firstViewMembers(graph, new Map([['shell', new Set(['header', 'footer'])]]));
    expect(members.get('shell')?.has('/p/runtime/profile-rules.ts')).toBe(false);
  });

  it('gives the shell’s group the higher priority and tests ids against what the graph gave', () => {
    const { groups } = firstViewChunks('brands');
    expect(groups.map((group) => [group.name, group.priority])).toEqual([
      ['shell', 2],
      ['lobby', 1],
    ]);
    // Before the graph is read, no module is taken.
    expect(groups[0]?.test('/p/runtime/links.ts')).toBe(false);
  });

  it('reads the widgets of the real shell and lobby layouts', () => {
    const shell = widgetsOfLayouts('brands', ['shell']);
    expect(shell.has('site-header')).toBe(true);
    expect(widgetsOfLayouts('brands', ['lobby']).has('game-row')).toBe(true);
  });
});
