import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { widgets } from '../../widgets/index.ts';
import { buildJsonSchemaFiles } from './json-schema-files.ts';
import { buildValidatorModules } from './validators-source.ts';

// `npm run codegen` (postinstall, build, typecheck): precompiled validators and JSON Schema files.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function main(): Promise<void> {
  const started = performance.now();
  const validatorsDir = join(root, 'runtime', 'config', 'generated');
  const modules = buildValidatorModules(widgets);
  // Written aside (in an ignored folder, should codegen fail halfway), then swapped in: a dev
  // server or test run never sees half a folder, and validators of removed widgets do not linger.
  const staging = join(root, 'node_modules', '.cache', `croupier-validators-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  for (const [path, source] of Object.entries(modules)) {
    await mkdir(dirname(join(staging, path)), { recursive: true });
    await writeFile(join(staging, path), source);
  }
  await rm(validatorsDir, { recursive: true, force: true });
  await rename(staging, validatorsDir);

  const schemasDir = join(root, 'schemas', 'generated');
  await rm(schemasDir, { recursive: true, force: true });
  await mkdir(schemasDir, { recursive: true });
  const files = buildJsonSchemaFiles();
  for (const [name, schema] of Object.entries(files)) {
    await writeFile(join(schemasDir, name), `${JSON.stringify(schema, null, 2)}\n`);
  }
  const ms = Math.round(performance.now() - started);
  console.info(
    `codegen: ${widgets.length} widget validators, ${Object.keys(files).length} schemas (${ms} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
