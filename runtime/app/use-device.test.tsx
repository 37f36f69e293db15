import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageRequestProvider } from '../context/page-request.tsx';
import type { Device } from '../context/types.ts';
import { MOBILE_QUERY, useDevice } from './use-device.ts';

/** A media query list the test switches, with the listeners the hook adds. */
function fakeMedia(initiallyPhone: boolean) {
  let phone = initiallyPhone;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    expect(query).toBe(MOBILE_QUERY);
    return {
      get matches() {
        return phone;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  restore = () => {
    window.matchMedia = original;
  };
  return {
    listeners,
    resize(toPhone: boolean) {
      phone = toPhone;
      for (const listener of [...listeners]) listener();
    },
  };
}

let restore = () => {};
afterEach(() => restore());

const seen: Device[] = [];
function Probe() {
  const device = useDevice();
  seen.push(device);
  return <p>{device}</p>;
}

function request(device: Device) {
  return { origin: 'https://nova.example', host: 'nova.example', device };
}

describe('useDevice', () => {
  it('renders first with the server’s device, then follows the media query', async () => {
    fakeMedia(true);
    seen.length = 0;
    render(
      <PageRequestProvider value={request('desktop')}>
        <Probe />
      </PageRequestProvider>,
    );
    expect(seen[0]).toBe('desktop');
    expect(await screen.findByText('mobile')).toBeTruthy();
  });

  it('starts from the media query when the client renders on its own', () => {
    fakeMedia(true);
    seen.length = 0;
    render(<Probe />);
    expect(seen[0]).toBe('mobile');
  });

  it('follows a window resized across the phone width, and stops listening when unmounted', async () => {
    const media = fakeMedia(false);
    const view = render(
      <PageRequestProvider value={request('desktop')}>
        <Probe />
      </PageRequestProvider>,
    );
    expect(screen.getByText('desktop')).toBeTruthy();
    act(() => media.resize(true));
    expect(await screen.findByText('mobile')).toBeTruthy();
    act(() => media.resize(false));
    expect(await screen.findByText('desktop')).toBeTruthy();
    view.unmount();
    expect(media.listeners.size).toBe(0);
  });
});
