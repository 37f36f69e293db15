import { afterEach, describe, expect, it, vi } from 'vitest';
import baseBanners from '../../brands/_base/cms/config/banners-config.json';
import { bus } from '../state/event-bus.ts';
import { EMPTY_CONFIG, getConfig, getManager, type ConfigName } from './config.ts';
import { fakeApi, jsonResponse } from '../../tests/harness/fake-api.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

const CONFIG_NAMES = Object.keys(EMPTY_CONFIG) as ConfigName[];

describe('config', () => {
  it('reads every CMS config from /api/fe/config/<name>, and its empty value passes its schema', async () => {
    const invalid = vi.fn();
    bus.on('config-invalid', invalid);
    const api = fakeApi((request) => {
      const value = EMPTY_CONFIG[request.path.split('/').at(-1) as ConfigName];
      return value === null ? new Response(null, { status: 204 }) : value;
    });
    restore = api.restore;
    try {
      for (const name of CONFIG_NAMES) await getConfig(name);
    } finally {
      bus.off('config-invalid', invalid);
    }
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      CONFIG_NAMES.map((name) => `GET /api/fe/config/${name}`),
    );
    expect(invalid).not.toHaveBeenCalled();
  });

  it('asks for the banners of a locale and keeps a valid document', async () => {
    const api = fakeApi(() => baseBanners);
    restore = api.restore;
    const config = await getConfig('banners-config', { locale: 'de' });
    expect(api.last.query.get('locale')).toBe('de');
    expect(config.banners).toHaveLength(baseBanners.banners.length);
    expect(config.banners.length).toBeGreaterThan(0);
  });

  it('replaces a document broken at its top level by its empty value, announces it and reports it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi((request) =>
      request.path === '/metrics-errors-validation' ? {} : { banners: { id: 'b1' } },
    );
    restore = api.restore;
    const invalid = vi.fn();
    bus.on('config-invalid', invalid);
    try {
      await expect(getConfig('banners-config')).resolves.toEqual({ banners: [] });
      expect(invalid).toHaveBeenCalledWith(
        expect.objectContaining({ document: 'cms/config/banners-config' }),
      );
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('cms/config/banners-config is invalid'));
      await vi.waitFor(() => expect(api.last.path).toBe('/metrics-errors-validation'));
      expect(api.last).toMatchObject({
        method: 'PUT',
        body: { side: 'frontEnd', component: 'cms/config/banners-config' },
      });
    } finally {
      bus.off('config-invalid', invalid);
    }
  });

  it('hides only the banner with a broken field, and reports it once however often the banners load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [first, second, ...others] = baseBanners.banners;
    const broken = { ...second, liveTime: { start: '31/02/2026 10:00', end: '01/03/2026 10:00' } };
    const api = fakeApi((request) =>
      request.path === '/metrics-errors-validation' ? {} : { banners: [first, broken, ...others] },
    );
    restore = api.restore;
    const loaded = await getConfig('banners-config');
    expect(loaded.banners.map((b) => b.id)).toEqual([first, ...others].map((b) => b!.id));
    await getConfig('banners-config');
    await vi.waitFor(() =>
      expect(api.requests.some((r) => r.path === '/metrics-errors-validation')).toBe(true),
    );
    const reports = api.requests.filter((r) => r.path === '/metrics-errors-validation');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.body).toEqual({
      side: 'frontEnd',
      component: 'cms/config/banners-config',
      errors: [
        { key: '/banners/1/liveTime/start', firstMessage: expect.stringContaining('not a real date') },
      ],
    });
    const lines = warn.mock.calls.map(([line]) => String(line));
    expect(lines.filter((line) => line.includes('/banners/1'))).toEqual([
      expect.stringMatching(/banners-config: entry \/banners\/1 \("[a-z-]+"\) left out: .*not a real date/),
    ]);
  });

  it('checks the excluded promo stags against their schema: a list of tags, else nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    restore = fakeApi(() => ['stag-1']).restore;
    await expect(getConfig('excluded-promo-stags')).resolves.toEqual(['stag-1']);
    restore();
    restore = fakeApi(() => ['stag-1', 'stag-1']).restore;
    await expect(getConfig('excluded-promo-stags')).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('excluded-promo-stags is invalid'));
  });

  it('answers the empty value of a config that fails, and logs the failure by name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({}, { status: 500 })).restore;
    await expect(getConfig('banners-config')).resolves.toEqual({ banners: [] });
    await expect(getConfig('excluded-promo-stags')).resolves.toEqual([]);
    await expect(getConfig('survey-config')).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith('[api] getConfig:banners-config failed:', expect.anything());
  });

  it('answers the empty value of a config the brand does not have, without logging a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({ error: 'not_found' }, { status: 404 })).restore;
    await expect(getConfig('logo-config')).resolves.toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('answers the empty value when a config is empty', async () => {
    restore = fakeApi(() => new Response(null, { status: 204 })).restore;
    await expect(getConfig('providers-config')).resolves.toEqual(EMPTY_CONFIG['providers-config']);
  });

  it('answers no manager when the platform answers an empty object', async () => {
    restore = fakeApi(() => ({})).restore;
    await expect(getManager([1])).resolves.toBeNull();
  });

  it('asks for the VIP manager of the player groups with POST', async () => {
    const manager = { groupId: 257, managerName: 'Ann' };
    const api = fakeApi(() => manager);
    restore = api.restore;
    await expect(getManager([257, '1308'])).resolves.toEqual(manager);
    expect(api.last).toMatchObject({
      method: 'POST',
      path: '/api/fe/config/managers',
      body: { userGroups: [257, '1308'] },
    });
  });
});
