import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_RENDER_FALLBACK_DIGEST } from '../ssr/first-view-contract.ts';
import { hydrationErrorReporter } from './hydration-errors.ts';

/** What React's production build passes for a hydration mismatch. */
const MISMATCH = new Error(
  'Minified React error #418; visit https://react.dev/errors/418?args[]=text&args[]= for the full message',
);
const OTHER = new Error('Minified React error #423; visit https://react.dev/errors/423');

function clientWith(data: unknown): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['limits'], data);
  return queryClient;
}

let reported: unknown[];
beforeEach(() => {
  reported = [];
  vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
});
afterEach(() => vi.unstubAllGlobals());

describe('hydrationErrorReporter', () => {
  it('does not report a part the server left to the browser', () => {
    const report = hydrationErrorReporter(clientWith([]));
    report(Object.assign(new Error('left to the client'), { digest: SERVER_RENDER_FALLBACK_DIGEST }));
    expect(reported).toEqual([]);
  });

  it('reports a mismatch while nothing was fetched', () => {
    const report = hydrationErrorReporter(clientWith([{ amount: 50 }]));
    report(MISMATCH);
    expect(reported).toEqual([MISMATCH]);
  });

  it('reports a mismatch when an answer equals the data it replaces', async () => {
    const queryClient = clientWith([{ amount: 50 }]);
    const report = hydrationErrorReporter(queryClient);
    await queryClient.fetchQuery({ queryKey: ['limits'], queryFn: async () => [{ amount: 50 }] });
    report(MISMATCH);
    expect(reported).toEqual([MISMATCH]);
  });

  it('expects a mismatch once an answer brought other data, and reports every other error', async () => {
    const queryClient = clientWith([{ amount: 50 }]);
    const report = hydrationErrorReporter(queryClient);
    await queryClient.fetchQuery({ queryKey: ['limits'], queryFn: async () => [{ amount: 100 }] });
    report(MISMATCH);
    report(new Error('Hydration failed because the server rendered text didn’t match the client.'));
    expect(reported).toEqual([]);
    const lookalike = new Error('Minified React error #4180');
    report(OTHER);
    report(lookalike);
    expect(reported).toEqual([OTHER, lookalike]);
  });

  it('expects a mismatch once data was written without a fetch, as a real-time event writes it', () => {
    const queryClient = clientWith([{ amount: 50 }]);
    const report = hydrationErrorReporter(queryClient);
    queryClient.setQueryData(['limits'], [{ amount: 10 }]);
    report(MISMATCH);
    expect(reported).toEqual([]);
  });

  it('expects a mismatch once a query that had no data got some', async () => {
    const report = hydrationErrorReporter(clientWith([]));
    const queryClient = new QueryClient();
    const other = hydrationErrorReporter(queryClient);
    await queryClient.fetchQuery({ queryKey: ['bonuses'], queryFn: async () => ['welcome'] });
    other(MISMATCH);
    expect(reported).toEqual([]);
    // Another client's answers are not this one's.
    report(MISMATCH);
    expect(reported).toEqual([MISMATCH]);
  });
});
