import { randomUuid } from './action-keys.ts';
import { apiRequest } from './client.ts';
import { logged } from './log-failure.ts';

// The support chat's restore id lets a player continue a conversation on another device.

export interface RestoreIdKey {
  internalId: string;
  project: string;
}

/** The chat restore id of a player, or null when none is stored yet. */
export async function getRestoreId(
  key: RestoreIdKey,
  requestId: string = randomUuid(),
): Promise<string | null> {
  const answer = await logged(
    'getRestoreId',
    apiRequest<{ data?: { restoreId?: string } } | null>('POST', '/restore-id/get', {
      body: { requestId, type: 'Api.V1.RestoreId.Get', data: key },
      // Reads the stored id: sent twice, it changes nothing.
      idempotent: true,
    }),
  );
  return answer?.data?.restoreId ?? null;
}

export async function setRestoreId(
  key: RestoreIdKey & { restoreId: string },
  requestId: string = randomUuid(),
): Promise<void> {
  await logged(
    'setRestoreId',
    apiRequest('POST', '/restore-id/set', { body: { requestId, type: 'Api.V1.RestoreId.Set', data: key } }),
  );
}
