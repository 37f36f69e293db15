import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportInvalidDocument, toValidationMetrics } from './report-invalid.ts';

describe('reporting an invalid document', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the first message per JSON pointer, naming the root "/"', () => {
    expect(
      toValidationMetrics('banners-config', [
        { pointer: '/banners/0/liveTime/end', message: 'not a real date', rule: 'date/real' },
        { pointer: '/banners/0/liveTime/end', message: 'second', rule: 'schema/type' },
        { pointer: '', message: 'missing required property "banners"', rule: 'schema/required' },
      ]),
    ).toEqual({
      side: 'frontEnd',
      component: 'banners-config',
      errors: [
        { key: '/banners/0/liveTime/end', firstMessage: 'not a real date' },
        { key: '/', firstMessage: 'missing required property "banners"' },
      ],
    });
  });

  it('PUTs the report to /metrics-errors-validation', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await reportInvalidDocument('footer', [{ pointer: '/x', message: 'unknown property "x"', rule: 'r' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/metrics-errors-validation');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      side: 'frontEnd',
      component: 'footer',
      errors: [{ key: '/x', firstMessage: 'unknown property "x"' }],
    });
  });

  it('stays silent towards the player when the report itself fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      reportInvalidDocument('footer', [{ pointer: '', message: 'm', rule: 'r' }]),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('sends nothing when there is no issue', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await reportInvalidDocument('footer', []);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
