import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeResponder } from '../../tests/harness/fake-api.ts';
import { getRestoreId, setRestoreId } from './chat-restore.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

function withApi(respond?: FakeResponder) {
  const api = fakeApi(respond);
  restore = api.restore;
  return api;
}

describe('chat restore', () => {
  it.each([
    [
      'a chat restore id lookup',
      () => getRestoreId({ internalId: '5', project: 'nova' }, 'req-1'),
      'POST',
      '/restore-id/get',
      { requestId: 'req-1', type: 'Api.V1.RestoreId.Get', data: { internalId: '5', project: 'nova' } },
    ],
    [
      'a chat restore id',
      () => setRestoreId({ internalId: '5', project: 'nova', restoreId: 'r' }, 'req-2'),
      'POST',
      '/restore-id/set',
      {
        requestId: 'req-2',
        type: 'Api.V1.RestoreId.Set',
        data: { internalId: '5', project: 'nova', restoreId: 'r' },
      },
    ],
  ] as const)('sends %s', async (_label, call, method, path, body) => {
    const api = withApi(() => ({}));
    await call();
    expect(api.last).toMatchObject({ method, path, body });
  });

  it('answers the stored chat restore id, or null', async () => {
    withApi(() => ({ data: { restoreId: 'abc' } }));
    await expect(getRestoreId({ internalId: '5', project: 'nova' })).resolves.toBe('abc');
    restore();
    withApi(() => ({ data: {} }));
    await expect(getRestoreId({ internalId: '5', project: 'nova' })).resolves.toBeNull();
  });
});
