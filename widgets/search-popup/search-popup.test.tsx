import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { gamePage, jsonAnswer, makeGame, makeGames } from '../../tests/harness/game-fixtures.ts';
import { searchPopup } from './index.ts';

const recommended = makeGames(3, { title: 'Pick', slug: 'pick' });
const cache: [readonly unknown[], unknown][] = [
  [queryKeys.config('providers-config', null), {}],
  [queryKeys.info.clientContext(), { isBot: false }],
  [
    queryKeys.games.filter({ device: 'desktop', categories: ['recommended'], page: 1, pageSize: 12 }),
    gamePage(recommended),
  ],
];

/** The titles searched for, in order. */
let searched: string[] = [];

function stubSearch(answer: (title: string) => Promise<Response>) {
  searched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { filter?: { title?: string } };
      if (String(url).includes('/api/games_filter') && body.filter?.title) {
        searched.push(body.filter.title);
        return answer(body.filter.title);
      }
      return Promise.resolve(jsonAnswer({}));
    }),
  );
}

async function type(value: string) {
  fireEvent.change(screen.getByLabelText('Game name'), { target: { value } });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('search popup', () => {
  it('opens with the focus in its field, without scrolling the page to it', async () => {
    stubSearch(() => Promise.resolve(jsonAnswer(gamePage([]))));
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await renderWidget(searchPopup, undefined, { queryData: cache });
    const field = screen.getByLabelText('Game name');
    expect(document.activeElement).toBe(field);
    expect(focus.mock.contexts).toContain(field);
    for (const args of focus.mock.calls) expect(args).toEqual([{ preventScroll: true }]);
    focus.mockRestore();
  });

  it('searches 300 ms after typing stops, once', async () => {
    stubSearch(() =>
      Promise.resolve(jsonAnswer(gamePage([makeGame({ slug: 'book-of-ra', title: 'Book of Ra' })]))),
    );
    await renderWidget(searchPopup, undefined, { queryData: cache });
    await type('boo');
    await wait(200);
    await type('book');
    await wait(299);
    expect(searched).toEqual([]);
    await wait(1);
    await wait(10);
    expect(searched).toEqual(['book']);
    expect(screen.getByRole('group', { name: 'Book of Ra' })).toBeTruthy();
    expect(screen.getByText('Games found: 1')).toBeTruthy();
  });

  it('tells same-named games apart by their provider, and leaves a unique name alone', async () => {
    stubSearch(() =>
      Promise.resolve(
        jsonAnswer(
          gamePage([
            makeGame({ provider: 'netent', slug: 'lucky-star', title: 'Lucky Star', id: 1 }),
            makeGame({ provider: 'drift-studios', slug: 'lucky-star', title: 'Lucky Star', id: 2 }),
            makeGame({ provider: 'netent', slug: 'lucky-stars', title: 'Lucky Stars', id: 3 }),
          ]),
        ),
      ),
    );
    const providers = [
      {
        id: 'netent',
        title: 'NetEnt',
        name: 'NetEnt',
        provider: 'netent',
        slug: 'netent',
        url: '/producers/netent',
      },
    ];
    await renderWidget(searchPopup, undefined, {
      queryData: [...cache, [queryKeys.games.providers(), providers]],
    });
    await type('lucky');
    await wait(300);
    await wait(10);
    expect(screen.getByRole('group', { name: 'Lucky Star, NetEnt' })).toBeTruthy();
    // A provider the list does not name is shown by its slug rather than not at all.
    expect(screen.getByRole('group', { name: 'Lucky Star, drift-studios' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Lucky Stars' })).toBeTruthy();
  });

  it('does not search two characters or fewer, and says how many are needed', async () => {
    stubSearch(() => Promise.resolve(jsonAnswer(gamePage([]))));
    await renderWidget(searchPopup, undefined, { queryData: cache });
    await type('bo');
    await wait(1000);
    expect(searched).toEqual([]);
    expect(screen.getByText('Type at least 3 characters')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pick 1' })).toBeTruthy();
  });

  it('shows the empty-list messages and recommended games when nothing is found', async () => {
    stubSearch(() => Promise.resolve(jsonAnswer(gamePage([]))));
    await renderWidget(searchPopup, undefined, { queryData: cache });
    await type('zzzz');
    await wait(300);
    await wait(20);
    expect(searched).toEqual(['zzzz']);
    expect(screen.getByText('No games found')).toBeTruthy();
    expect(screen.getByText('Check the spelling or try another game name.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recommended games' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pick 2' })).toBeTruthy();
  });

  it('empties the results at once when the field is cleared', async () => {
    stubSearch(() => Promise.resolve(jsonAnswer(gamePage([makeGame()]))));
    await renderWidget(searchPopup, undefined, { queryData: cache });
    await type('star');
    await wait(300);
    await wait(20);
    expect(screen.getByRole('group', { name: 'Starburst' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await wait(0);
    expect(screen.queryByRole('group', { name: 'Starburst' })).toBeNull();
    expect((screen.getByLabelText('Game name') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('group', { name: 'Pick 1' })).toBeTruthy();
  });

  it('logs a failed search as LOAD_FOUND_GAMES_ERROR and says so', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubSearch(() => Promise.resolve(jsonAnswer({ error: 'boom' }, 500)));
    await renderWidget(searchPopup, undefined, { queryData: cache });
    await type('book');
    await wait(300);
    await wait(20);
    expect(screen.getByRole('alert').textContent).toBe('The search failed. Please try again.');
    expect(errors.mock.calls.some((call) => String(call[0]).includes('LOAD_FOUND_GAMES_ERROR'))).toBe(true);
  });
});
