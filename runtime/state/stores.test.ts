import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from './modal-store.ts';
import { useToastStore } from './toast-store.ts';
import { useFlagsStore } from './flags-store.ts';
import { useSessionStore } from './session-store.ts';
import { useSidebarStore } from './sidebar-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  useModalStore.setState({ stack: [] });
  useToastStore.getState().clear();
  useFlagsStore.setState({ overrides: {} });
  useSessionStore.setState({ sessionStartedAt: null });
  useSidebarStore.setState({ open: false });
});
afterEach(() => vi.useRealTimers());

describe('modal stack', () => {
  it('stacks modals and removes the top one only after the 100 ms close delay', () => {
    const store = useModalStore.getState();
    store.open('login');
    const second = store.open('remind', { email: 'a@b.c' });
    useModalStore.getState().close();
    expect(useModalStore.getState().stack.map((m) => [m.name, m.closing])).toEqual([
      ['login', false],
      ['remind', true],
    ]);
    vi.advanceTimersByTime(99);
    expect(useModalStore.getState().stack).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['login']);
    expect(second).toBeGreaterThan(0);
  });

  it('reuses the top modal when the same one is opened again, with the new params', () => {
    const store = useModalStore.getState();
    const first = store.open('new-password', { token: 'a' });
    const again = useModalStore.getState().open('new-password', { token: 'b' });
    expect(again).toBe(first);
    expect(useModalStore.getState().stack).toEqual([
      { id: first, name: 'new-password', params: { token: 'b' }, closing: false },
    ]);
  });
});

describe('toasts', () => {
  it('dismisses a toast after 10 s but keeps a persistent one', () => {
    const { push } = useToastStore.getState();
    push({ kind: 'info', messageKey: 'A' });
    push({ id: 'geo', kind: 'warning', messageKey: 'OOPS.RESTRICTED_GEO', persistent: true });
    vi.advanceTimersByTime(9_999);
    expect(useToastStore.getState().toasts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts.map((t) => t.id)).toEqual(['geo']);
  });

  it('replaces a toast pushed again with the same id instead of showing it twice', () => {
    const { push } = useToastStore.getState();
    push({ id: 'x', kind: 'info', messageKey: 'A' });
    push({ id: 'x', kind: 'error', messageKey: 'B' });
    expect(useToastStore.getState().toasts).toEqual([{ id: 'x', kind: 'error', messageKey: 'B' }]);
  });
});

describe('flag overrides', () => {
  it('keeps local overrides in localStorage and removes one set to null', () => {
    useFlagsStore.getState().setOverride('mysticJackpots', true);
    useFlagsStore.getState().setOverride('allProviders', false);
    expect(JSON.parse(localStorage.getItem('croupier.flags')!)).toEqual({
      mysticJackpots: true,
      allProviders: false,
    });
    useFlagsStore.getState().setOverride('mysticJackpots', null);
    expect(useFlagsStore.getState().overrides).toEqual({ allProviders: false });
  });
});

describe('session', () => {
  it('starts the session timer once and resets it at logout', () => {
    useSessionStore.getState().startSession(1000);
    useSessionStore.getState().startSession(5000);
    expect(useSessionStore.getState().sessionStartedAt).toBe(1000);
    useSessionStore.getState().endSession();
    expect(useSessionStore.getState().sessionStartedAt).toBeNull();
    expect(sessionStorage.getItem('croupier.session-start')).toBeNull();
  });
});

describe('sidebar', () => {
  it('toggles open and closed', () => {
    useSidebarStore.getState().toggle();
    expect(useSidebarStore.getState().open).toBe(true);
    useSidebarStore.getState().hide();
    expect(useSidebarStore.getState().open).toBe(false);
  });
});
