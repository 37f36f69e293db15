import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TITLE_ROTATION_MS } from '../../runtime/rules/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { idleTitle } from './index.ts';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('idle tab title', () => {
  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.title = 'Nova Casino';
  });
  afterEach(() => vi.useRealTimers());

  it('rotates the idle texts every 2 s while the tab is hidden and restores the title when it is back', async () => {
    await renderWidget(idleTitle);
    vi.useFakeTimers();
    setVisibility('hidden');
    expect(document.title).toBe('Come back and play!');
    act(() => vi.advanceTimersByTime(IDLE_TITLE_ROTATION_MS - 1));
    expect(document.title).toBe('Come back and play!');
    act(() => vi.advanceTimersByTime(1));
    expect(document.title).toBe('Your games are waiting');
    act(() => vi.advanceTimersByTime(IDLE_TITLE_ROTATION_MS));
    expect(document.title).toBe('Come back and play!');
    setVisibility('visible');
    expect(document.title).toBe('Nova Casino');
    act(() => vi.advanceTimersByTime(IDLE_TITLE_ROTATION_MS * 3));
    expect(document.title).toBe('Nova Casino');
  });

  it('puts the title back when the widget goes away while the tab is hidden', async () => {
    const view = await renderWidget(idleTitle);
    setVisibility('hidden');
    expect(document.title).not.toBe('Nova Casino');
    view.unmount();
    expect(document.title).toBe('Nova Casino');
  });
});
