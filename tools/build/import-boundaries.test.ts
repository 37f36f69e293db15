import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of eslint.config.js, checked on the rule's own verdicts: what a widget may
// import of the runtime (its public entries), and that nothing ships importing the test harness.
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const widgetFile = 'widgets/perks/boundary-probe.tsx';

describe('import boundaries', () => {
  it.each([
    '../../runtime/slots/index.ts',
    '../../runtime/rules/index.ts',
    '../../runtime/queries/index.ts',
    '../../runtime/ui/game-tile/index.ts',
    '../../runtime/context/site-context-react.tsx',
    '../../runtime/state/modal-store.ts',
  ])('lets a widget import the public entry %s', async (specifier) => {
    expect(
      await restrictedImports(widgetFile, `import * as entry from '${specifier}';\nexport { entry };\n`),
    ).toEqual([]);
  });

  it.each([
    '../../runtime/slots/registry.ts',
    '../../runtime/rules/gifts.ts',
    '../../app/main.tsx',
    '../../runtime/app/start-client.tsx',
    '../../runtime/api/client.ts',
    '../../runtime/config/validate.ts',
    '../../runtime/state/game-guard-store.ts',
    '../../runtime/ui/button.tsx',
    '../site-header/index.ts',
    '../../tests/harness/fake-api.ts',
  ])('refuses a widget importing %s', async (specifier) => {
    const messages = await restrictedImports(
      widgetFile,
      `import * as inner from '${specifier}';\nexport { inner };\n`,
    );
    expect(messages.length).toBeGreaterThanOrEqual(1);
  });

  it('lets a widget test reach inside the runtime to set state up', async () => {
    const code = `import * as inner from '../../runtime/state/game-guard-store.ts';\nexport { inner };\n`;
    expect(await restrictedImports('widgets/perks/boundary-probe.test.tsx', code)).toEqual([]);
  });

  it.each(['../../widgets/perks/index.ts', '../../widgets/index.ts', '../../app/main.tsx'])(
    'refuses the runtime importing %s (app/ composes the runtime with the widgets)',
    async (specifier) => {
      const code = `import * as outside from '${specifier}';\nexport { outside };\n`;
      expect(await restrictedImports('runtime/app/boundary-probe.ts', code)).toHaveLength(1);
      expect(await restrictedImports('runtime/app/boundary-probe.test.ts', code)).toHaveLength(1);
    },
  );

  it('lets app/ name both the runtime and the widget catalogue', async () => {
    const code = `import { widgets } from '../widgets/index.ts';\nimport { startClient } from '../runtime/app/start-client.tsx';\nstartClient(widgets);\n`;
    expect(await restrictedImports('app/boundary-probe.tsx', code)).toEqual([]);
  });
});
