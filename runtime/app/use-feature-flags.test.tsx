import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../queries/query-client.ts';
import { queryKeys } from '../queries/query-keys.ts';
import { useFeatureFlags } from './use-feature-flags.ts';

function flagsFor(statuses: { id: number | string; name: string }[] | undefined) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.config('feature-flags'), { compPoints: true });
  client.setQueryData(queryKeys.config('manage-promotion-pages'), { rocketMart: false, lotteries: true });
  const { result } = renderHook(() => useFeatureFlags(statuses), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
  return result.current;
}

describe('the server feature flags', () => {
  it('take away the promotion pages manage-promotion-pages switches off', () => {
    expect(flagsFor(undefined)).toEqual({ compPoints: true, rocketMart: false });
    expect(flagsFor([{ id: 257, name: 'bronze' }])).toEqual({ compPoints: true, rocketMart: false });
  });

  it('leave them to a tester (group 21), who may open any promotion page (spec §6)', () => {
    expect(flagsFor([{ id: 21, name: 'tester' }])).toEqual({ compPoints: true });
    // Group 916 sees tester notices only, not the pages.
    expect(flagsFor([{ id: 916, name: 'tester notices' }])).toEqual({ compPoints: true, rocketMart: false });
  });
});
