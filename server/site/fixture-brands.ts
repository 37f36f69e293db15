import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LOCALES } from '../../runtime/context/types.ts';
import type { BrandConfig } from '../../schemas/brand.schema.ts';

const theme = {
  primary: '#6633ff',
  accent: '#ffcc00',
  background: '#0b0b1a',
  surface: '#16162e',
  text: '#ffffff',
};

export const FIXTURE_NOVA: BrandConfig = {
  id: 'nova',
  name: 'Nova Casino',
  hosts: [
    { host: 'nova.localhost', kind: 'production' },
    { host: 'nova-mirror.localhost', kind: 'mirror' },
    { host: 'localhost', kind: 'production' },
    { host: '*.nova-mirror.localhost', kind: 'mirror', geo: 'DE' },
    { host: 'au.nova-mirror.localhost', kind: 'mirror', country: 'AU' },
    { host: 'sport.nova.localhost', kind: 'betting' },
  ],
  bettingHost: 'sport.nova.localhost',
  theme,
  locales: [...LOCALES],
  defaultCountry: 'CA',
  features: { rocketMart: true },
};

export const FIXTURE_LUMEN: BrandConfig = {
  id: 'lumen',
  name: 'Lumen',
  hosts: [{ host: 'lumen.localhost', kind: 'production', geo: 'NZ' }],
  theme,
  locales: ['en', 'en-NZ'],
  defaultCountry: 'NZ',
  features: {},
};

/** Writes a JSON file (creating folders) under `root`. */
export function writeJson(root: string, path: string, value: unknown): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value, null, 2));
}

/** A throw-away brands/ folder with nova, lumen and `_base`, for tests of the sandbox. */
export function writeFixtureBrands(): string {
  const root = mkdtempSync(join(tmpdir(), 'croupier-brands-'));
  writeJson(root, 'nova/brand.json', { $schema: '../../schemas/generated/brand.json', ...FIXTURE_NOVA });
  writeJson(root, 'lumen/brand.json', FIXTURE_LUMEN);
  mkdirSync(join(root, '_base'), { recursive: true });
  return root;
}
