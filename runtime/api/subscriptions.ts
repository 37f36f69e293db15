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

/** What a subscription change came to: saved, or nothing to do because it was already on (spec §8). */
export type SubscriptionsOutcome = 'saved' | 'already-subscribed';

/** The notice of PUT /api/subscriptions when everything it turned on was on already. */
const ALREADY_SUBSCRIBED_NOTICE = 'ALREADY_SUBSCRIBED';

/**
 * Saves the promo subscriptions; the caller re-reads them. The answer only tells whether the
 * change was news to the server (spec §8 "already subscribed").
 */
export async function updateSubscriptions(params: Partial<Subscriptions>): Promise<SubscriptionsOutcome> {
  const answer = await logged(
    'updateSubscriptions',
    apiRequest<{ messages?: { notice?: unknown } } | null>('PUT', '/api/subscriptions', {
      body: { subscription_params: params },
    }),
  );
  return answer?.messages?.notice === ALREADY_SUBSCRIBED_NOTICE ? 'already-subscribed' : 'saved';
}
