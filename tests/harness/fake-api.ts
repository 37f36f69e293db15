import { configureApiClient } from '../../runtime/api/client.ts';

/** A request as the fake transport saw it. */
export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The JSON body parsed back, undefined when none was sent. */
  body: unknown;
}

/** A test's answer: a Response, or any value sent back as 200 JSON. */
export type FakeResponder = (request: RecordedRequest) => Response | unknown | Promise<Response | unknown>;

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/**
 * Test support: points the API client at an in-memory fetch that records every request and answers
 * with `respond`; sleeping is instant. Returns the recorded requests and the function that restores
 * the real transport.
 * @example const api = fakeApi(() => [{ id: 1 }]); await getLimits(); api.requests[0]?.path === '/api/user_limits';
 */
export function fakeApi(respond: FakeResponder = () => ({})) {
  const requests: RecordedRequest[] = [];
  const sleeps: number[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://croupier.test');
    const headers: Record<string, string> = {};
    // Lower-cased by hand: happy-dom's Headers keeps the caller's casing.
    for (const [key, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      headers[key.toLowerCase()] = value;
    }
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const answer = await respond(request);
    return answer instanceof Response ? answer : jsonResponse(answer);
  };
  const restore = configureApiClient({
    fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
  });
  return {
    requests,
    sleeps,
    restore,
    /** The latest request; fails the test when none was made. */
    get last(): RecordedRequest {
      const last = requests.at(-1);
      if (!last) throw new Error('no request was made');
      return last;
    },
  };
}
