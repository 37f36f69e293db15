import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { logged } from './log-failure.ts';

export interface Subscriptions {
  receive_promos: boolean;
  receive_sms_promos: boolean;
  receive_promos_via_phone_calls: boolean;
  agreed_to_partner_promotions: boolean;
}

export function getSubscriptions(signal?: AbortSignal): Promise<Subscriptions> {
  return logged('getSubscriptions', apiRequest<Subscriptions>('GET', '/api/subscriptions', { signal }));
}

export function getSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.subscriptions(),
    queryFn: ({ signal }) => getSubscriptions(signal),
  });
}

/** Saves the promo subscriptions; the caller re-reads them (the response is not used). */
export async function updateSubscriptions(params: Partial<Subscriptions>): Promise<void> {
  await logged(
    'updateSubscriptions',
    apiRequest('PUT', '/api/subscriptions', { body: { subscription_params: params } }),
  );
}
