import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../queries/query-keys.ts';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import LiveConfig from './live-config.tsx';
import { LIVE_EVENTS_PATH, type ConfigProblem, type LiveConfigEvent } from './live-config-events.ts';

/** The stream as the page sees it: tests push the server's events. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  push(event: LiveConfigEvent) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) })));
  }
}

const broken: ConfigProblem = {
  file: 'brands/_base/cms/config/banners-config.json',
  line: 3,
  column: 16,
  message: 'invalid JSON: value expected',
  rule: 'json/syntax',
  frame: '> 3 |     { "title": }',
};
const bannersKey = queryKeys.config('banners-config', { locale: 'en' });

describe('LiveConfig', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => vi.unstubAllGlobals());

  function start() {
    const reload = vi.fn();
    const view = renderWithProviders(<LiveConfig reload={reload} />, { queryData: [[bannersKey, {}]] });
    const source = FakeEventSource.last!;
    return { ...view, reload, source };
  }

  it('listens to the development server’s stream and stops when it unmounts', () => {
    const { source, unmount } = start();
    expect(source.url).toBe(LIVE_EVENTS_PATH);
    unmount();
    expect(source.closed).toBe(true);
  });

  it('refetches a changed document in place', () => {
    const { source, queryClient, reload } = start();
    source.push({ type: 'config-state', errors: [] });
    source.push({ type: 'config-changed', files: [broken.file] });
    expect(queryClient.getQueryState(bannersKey)?.isInvalidated).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page again after a layout edit', () => {
    const { source, reload } = start();
    source.push({ type: 'config-changed', files: ['brands/_base/layouts/lobby.json'] });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the overlay while an edit is broken, and takes it away once the file is valid', async () => {
    const { source } = start();
    source.push({ type: 'config-error', errors: [broken] });
    expect(await screen.findByRole('dialog')).toHaveTextContent(`${broken.file}:3:16`);
    source.push({ type: 'config-changed', files: [broken.file] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the problems the server knows of when the page connects', async () => {
    const { source } = start();
    source.push({ type: 'config-state', errors: [broken] });
    expect(await screen.findByRole('dialog')).toHaveTextContent('json/syntax');
  });

  it('stays dismissed until the next broken edit', async () => {
    const { source } = start();
    source.push({ type: 'config-error', errors: [broken] });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    source.push({ type: 'config-error', errors: [{ ...broken, line: 4 }] });
    expect(await screen.findByRole('dialog')).toHaveTextContent(`${broken.file}:4:16`);
  });

  it('refreshes every document when the stream comes back after a drop', () => {
    const { source, queryClient } = start();
    source.push({ type: 'config-state', errors: [] });
    expect(queryClient.getQueryState(bannersKey)?.isInvalidated).toBe(false);
    source.push({ type: 'config-state', errors: [] });
    expect(queryClient.getQueryState(bannersKey)?.isInvalidated).toBe(true);
  });
});
