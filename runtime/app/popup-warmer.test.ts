import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmPopups } from './popup-warmer.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** A page with a header link to the cashbox, a page link and a link to another site. */
function page(): { deposit: HTMLAnchorElement; profile: HTMLAnchorElement; elsewhere: HTMLAnchorElement } {
  document.body.innerHTML = `
    <header class="cr-app__header"><a href="/deposit"><span>Deposit</span></a></header>
    <main><a href="/profile">Profile</a><a href="https://other.example/deposit">Elsewhere</a></main>`;
  const [deposit, profile, elsewhere] = [...document.querySelectorAll('a')];
  return { deposit: deposit!, profile: profile!, elsewhere: elsewhere! };
}

const popupOf = (path: string) => (path === '/deposit' ? 'cashbox' : null);

describe('warmPopups', () => {
  it('warms a popup once when the pointer rests on, a finger touches or the keyboard focuses a link to it', () => {
    const { deposit } = page();
    const warm = vi.fn();
    stop = warmPopups({ signedIn: false, popupOf, warm });
    deposit.querySelector('span')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(warm).toHaveBeenCalledWith('cashbox');
    deposit.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }));
    deposit.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('leaves links to pages and to other sites alone', () => {
    const { profile, elsewhere } = page();
    const warm = vi.fn();
    const asked = vi.fn(popupOf);
    stop = warmPopups({ signedIn: false, popupOf: asked, warm });
    profile.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    elsewhere.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledWith('/profile');
    expect(warm).not.toHaveBeenCalled();
  });

  it('warms the popups of the header once a signed-in page is idle, not a guest’s', () => {
    page();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const guest = vi.fn();
    warmPopups({ signedIn: false, popupOf, warm: guest })();
    expect(idle).toHaveLength(0);

    const warm = vi.fn();
    stop = warmPopups({ signedIn: true, popupOf, warm });
    expect(warm).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(warm).toHaveBeenCalledExactlyOnceWith('cashbox');
  });

  it('stops listening when stopped', () => {
    const { deposit } = page();
    const warm = vi.fn();
    warmPopups({ signedIn: false, popupOf, warm })();
    deposit.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(warm).not.toHaveBeenCalled();
  });
});
