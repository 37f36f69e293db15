// @vitest-environment node
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryClientProvider,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { recordingQueryClient, renderPass, renderWithData } from './render-passes.ts';

// The server render leans on TanStack Query's behaviour beyond its documented API: every observer's
// options pass through `defaultQueryOptions` (with `enabled` and `queryHash` filled in), a server
// render creates the query in the cache as pending and idle without fetching it, and
// `query.fetch()` fills it for the next pass. These tests pin that contract, so that an upgrade
// of the library that changes it fails here rather than as pages the server no longer fills.

function Greeting({ id, enabled = true }: { id: string; enabled?: boolean }) {
  const query = useQuery({
    queryKey: ['greeting', id],
    queryFn: () => Promise.resolve(`hello ${id}`),
    enabled,
  });
  return <p>{query.data ?? `loading ${id}`}</p>;
}

/** A query that depends on the first one's answer: filled by a second fetch pass. */
function Chain() {
  const first = useQuery({ queryKey: ['first'], queryFn: () => Promise.resolve(2) });
  const second = useQuery({
    queryKey: ['second', first.data],
    queryFn: () => Promise.resolve((first.data ?? 0) * 21),
    enabled: first.data !== undefined,
  });
  return <p>{second.data === undefined ? 'waiting' : `answer ${second.data}`}</p>;
}

function Failing() {
  const query = useQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) });
  return <p>{query.isError ? 'failed' : 'pending'}</p>;
}

const within = (queryClient: QueryClient, element: React.ReactElement) => (
  <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>
);

describe('the server render and TanStack Query', () => {
  it('notes each query a render asks for through defaultQueryOptions, and leaves it pending and idle', async () => {
    const recording = recordingQueryClient();
    const { html } = await renderPass(
      within(
        recording.queryClient,
        <>
          <Greeting id="a" />
          <Greeting id="b" enabled={false} />
        </>,
      ),
    );
    expect(html).toContain('loading a');
    const hashes = [...recording.wanted];
    expect(hashes).toEqual([JSON.stringify(['greeting', 'a'])]);
    const query = recording.queryClient.getQueryCache().find({ queryKey: ['greeting', 'a'] });
    expect(query?.state).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
  });

  it('fills the wanted queries pass after pass, dependent ones included, and stops when nothing is new', async () => {
    const recording = recordingQueryClient();
    const { html, errors } = await renderWithData(
      within(
        recording.queryClient,
        <>
          <Greeting id="a" />
          <Chain />
        </>,
      ),
      recording,
      { maxPasses: 4 },
    );
    expect(errors).toEqual([]);
    expect(html).toContain('hello a');
    expect(html).toContain('answer 42');
  });

  it('reads again a query that a fetch invalidated, so the page shows what that fetch changed', async () => {
    const recording = recordingQueryClient();
    let confirmed = false;
    let limitReads = 0;
    function Confirmation() {
      const client = useQueryClient();
      const limit = useQuery({
        queryKey: ['limit'],
        queryFn: async () => {
          limitReads += 1;
          // The read of the limit answers before the confirmation has changed it.
          return confirmed ? 'raised' : 'waiting for confirmation';
        },
      });
      const confirmation = useQuery({
        queryKey: ['confirm'],
        queryFn: async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          confirmed = true;
          void client.invalidateQueries({ queryKey: ['limit'] });
          return 'confirmed';
        },
      });
      return <p>{`${confirmation.data ?? 'confirming'}: ${limit.data ?? 'loading'}`}</p>;
    }
    const { html } = await renderWithData(within(recording.queryClient, <Confirmation />), recording, {
      maxPasses: 4,
    });
    expect(html).toContain('confirmed: raised');
    expect(limitReads).toBe(2);
    const sent = dehydrate(recording.queryClient, { shouldDehydrateQuery: defaultShouldDehydrateQuery });
    expect(sent.queries.find((query) => query.queryHash === '["limit"]')?.state.isInvalidated).toBe(false);
  });

  it('leaves a failed query out of what the browser receives, so that the browser asks again', async () => {
    const recording = recordingQueryClient();
    const { html } = await renderWithData(within(recording.queryClient, <Failing />), recording, {
      maxPasses: 3,
    });
    // Shown as still loading (an observer in the browser would fetch again on mount), not as data.
    expect(html).toContain('pending');
    expect(recording.queryClient.getQueryCache().find({ queryKey: ['broken'] })?.state.status).toBe('error');
    const sent = dehydrate(recording.queryClient, { shouldDehydrateQuery: defaultShouldDehydrateQuery });
    expect(sent.queries.map((query) => query.queryKey)).toEqual([]);
  });
});
