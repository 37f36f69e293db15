import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { GLOBAL_LOADER_DELAY_MS, GlobalLoader } from './global-loader.tsx';

let release: (value: string) => void = () => undefined;

function Page({ id }: { id: string }) {
  useQuery({
    queryKey: ['page', id],
    queryFn: () => new Promise<string>((resolve) => (release = resolve)),
  });
  return <GlobalLoader />;
}

afterEach(() => vi.useRealTimers());

describe('GlobalLoader', () => {
  it('shows a bar while data never loaded before is on its way, after a short delay', async () => {
    vi.useFakeTimers();
    renderWithProviders(<Page id="a" />);
    // React Query tells its observers on a zero-delay timer.
    await act(async () => vi.advanceTimersByTime(1));
    await act(async () => vi.advanceTimersByTime(GLOBAL_LOADER_DELAY_MS - 50));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => vi.advanceTimersByTime(50));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await act(async () => release('done'));
    await act(async () => vi.advanceTimersByTime(10));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stays away for a refresh of data already shown', async () => {
    vi.useFakeTimers();
    const view = renderWithProviders(<Page id="b" />, { queryData: [[['page', 'b'], 'cached']] });
    await act(async () => {
      void view.queryClient.invalidateQueries({ queryKey: ['page', 'b'] });
    });
    expect(view.queryClient.isFetching()).toBe(1);
    await act(async () => vi.advanceTimersByTime(1));
    await act(async () => vi.advanceTimersByTime(GLOBAL_LOADER_DELAY_MS * 2));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
