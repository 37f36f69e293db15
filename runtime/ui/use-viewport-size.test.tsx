import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewportSize } from './use-viewport-size.ts';

function Size() {
  const { width } = useViewportSize();
  return <output>{width}</output>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useViewportSize', () => {
  it('reports a new size only after resizing has paused for 150 ms', () => {
    vi.useFakeTimers();
    window.innerWidth = 1024;
    render(<Size />);
    expect(screen.getByRole('status').textContent).toBe('1024');
    act(() => {
      window.innerWidth = 800;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(100);
      window.innerWidth = 400;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(149);
    });
    expect(screen.getByRole('status').textContent).toBe('1024');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('400');
  });
});
