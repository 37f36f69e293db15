import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus, type BusEvents } from '../state/event-bus.ts';
import { createBrandLoader, getBrands } from './load-brand.ts';
import type * as Validation from './validate.ts';

const brand = (id: string) => ({
  id,
  name: id,
  hosts: [{ host: `${id}.localhost`, kind: 'production' }],
  theme: {
    primary: '#000000',
    accent: '#111111',
    background: '#ffffff',
    surface: '#eeeeee',
    text: '#222222',
  },
  locales: ['en'],
  defaultCountry: 'CA',
  features: {},
});

const lazy = (value: unknown) => () => Promise.resolve(value);

describe('brand loading', () => {
  afterEach(() => bus.all.clear());

  it('lists the real brands of the repository, nova and lumen', () => {
    expect(
      getBrands()
        .map((b) => b.id)
        .sort(),
    ).toEqual(['lumen', 'nova']);
  });

  it('leaves out _base and reports an invalid brand.json', () => {
    const events: BusEvents['config-invalid'][] = [];
    bus.on('config-invalid', (e) => events.push(e));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = createBrandLoader(
      {
        '../../brands/_base/brand.json': brand('base'),
        '../../brands/nova/brand.json': brand('nova'),
        '../../brands/bad/brand.json': { ...brand('bad'), colour: 'red' },
      },
      {},
    );
    expect(loader.getBrands().map((b) => b.id)).toEqual(['nova']);
    expect(events).toEqual([
      {
        document: 'brands/bad/brand.json',
        issues: [
          { pointer: '/colour', message: 'unknown property "colour"', rule: 'schema/additionalProperties' },
        ],
      },
    ]);
  });

  it('reads brands and layouts from a brands folder of any name (CROUPIER_BRANDS_DIR), by folder', async () => {
    const loader = createBrandLoader(
      {
        '../../srv/casino-brands/_base/brand.json': brand('base'),
        '../../srv/casino-brands/stella/brand.json': brand('stella'),
      },
      {
        '../../srv/casino-brands/_base/layouts/lobby.json': lazy({ slots: { a: [{ widget: 'x' }] } }),
        '../../srv/casino-brands/stella/layouts/lobby.json': lazy({ slots: { a: [{ widget: 'y' }] } }),
        '../../srv/casino-brands/stella/layouts/vip.json': lazy({ slots: {} }),
        '../../srv/casino-brands/xstella/layouts/lobby.json': lazy({ slots: { a: [{ widget: 'z' }] } }),
      },
    );
    expect(loader.getBrands().map((b) => b.id)).toEqual(['stella']);
    await expect(loader.loadLayout('stella', 'lobby')).resolves.toEqual({ slots: { a: [{ widget: 'y' }] } });
    expect(loader.brandPages('stella')).toEqual(['lobby', 'vip']);
  });

  it('merges a brand layout over the base layout slot by slot', async () => {
    const loader = createBrandLoader(
      {},
      {
        '../../brands/_base/layouts/lobby.json': lazy({
          slots: { a: [{ widget: 'x' }], b: [{ widget: 'y' }] },
        }),
        '../../brands/nova/layouts/lobby.json': lazy({ slots: { b: [{ widget: 'z' }] } }),
      },
    );
    await expect(loader.loadLayout('nova', 'lobby')).resolves.toEqual({
      slots: { a: [{ widget: 'x' }], b: [{ widget: 'z' }] },
    });
    await expect(loader.loadLayout('lumen', 'lobby')).resolves.toEqual({
      slots: { a: [{ widget: 'x' }], b: [{ widget: 'y' }] },
    });
  });

  it('falls back to the base layout when the brand layout is invalid, and says so on the bus', async () => {
    const events: BusEvents['config-invalid'][] = [];
    bus.on('config-invalid', (e) => events.push(e));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = createBrandLoader(
      {},
      {
        '../../brands/_base/layouts/lobby.json': lazy({ slots: { a: [{ widget: 'x' }] } }),
        '../../brands/nova/layouts/lobby.json': lazy({ slots: { a: [{ widget: 'Bad Id' }] } }),
      },
    );
    await expect(loader.loadLayout('nova', 'lobby')).resolves.toEqual({ slots: { a: [{ widget: 'x' }] } });
    expect(events.map((e) => [e.document, e.issues[0]?.pointer])).toEqual([
      ['brands/nova/layouts/lobby.json', '/slots/a/0/widget'],
    ]);
  });

  it('uses a layout unchecked when its validator cannot be loaded, rather than an empty page', async () => {
    vi.resetModules();
    vi.doMock('./validate.ts', async (importOriginal) => ({
      ...(await importOriginal<typeof Validation>()),
      validateDocument: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { createBrandLoader: createLoader } = await import('./load-brand.ts');
      const loader = createLoader(
        {},
        { '../../brands/_base/layouts/lobby.json': lazy({ slots: { a: [{ widget: 'x' }] } }) },
      );
      await expect(loader.loadLayout('nova', 'lobby')).resolves.toEqual({ slots: { a: [{ widget: 'x' }] } });
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      vi.doUnmock('./validate.ts');
      warn.mockRestore();
    }
  });

  it('gives an empty layout when no file exists', async () => {
    await expect(createBrandLoader({}, {}).loadLayout('nova', 'none')).resolves.toEqual({ slots: {} });
  });

  it("gives a brand the pages of its own layouts and _base's, without loading them", () => {
    const never = () => Promise.reject(new Error('not loaded'));
    const loader = createBrandLoader(
      {},
      {
        '../../brands/_base/layouts/lobby.json': never,
        '../../brands/_base/layouts/game.json': never,
        '../../brands/lumen/layouts/vip-club.json': never,
        '../../brands/nova/layouts/tournaments.json': never,
      },
    );
    expect(loader.brandPages('lumen')).toEqual(['game', 'lobby', 'vip-club']);
    expect(loader.brandPages('nova')).toEqual(['game', 'lobby', 'tournaments']);
    expect(loader.brandPages('other')).toEqual(['game', 'lobby']);
  });
});
