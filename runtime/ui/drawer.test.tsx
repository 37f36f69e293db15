import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './drawer.tsx';

function view(onClose: () => void, open = true) {
  return (
    <>
      <p>Page behind</p>
      <Drawer open={open} onClose={onClose} label="Menu">
        <a href="/tournaments">Tournaments</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('closes when the player clicks outside the sheet', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(view(onClose));
    await user.click(screen.getByRole('link', { name: 'Tournaments' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(document.querySelector('.cr-drawer__overlay')!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a swipe towards its edge but not on a short one', () => {
    const onClose = vi.fn();
    render(view(onClose));
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(panel, { touches: [{ clientX: fromX, clientY: 100 }] });
      fireEvent.touchMove(panel, { touches: [{ clientX: toX, clientY: 102 }] });
      fireEvent.touchEnd(panel, { touches: [] });
    };
    swipe(300, 270);
    expect(onClose).not.toHaveBeenCalled();
    swipe(300, 200);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks page scroll while open and releases it when closed', () => {
    const { rerender } = render(view(() => {}));
    expect(document.body.style.overflow).toBe('hidden');
    rerender(view(() => {}, false));
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(view(onClose));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders its content ahead, hidden and without effects, and only reveals it on opening', async () => {
    const effects = vi.fn();
    function Content() {
      useEffect(() => effects(), []);
      return <a href="/tournaments">Tournaments</a>;
    }
    const sheet = (open: boolean) => (
      <Drawer open={open} onClose={() => {}} label="Menu" prerender>
        <Content />
      </Drawer>
    );
    const { rerender } = render(sheet(false));
    // Rendered ahead: in the page, out of sight and of the accessibility tree, its effects not run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const link = document.querySelector('a[href="/tournaments"]');
    expect(link).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tournaments' })).toBeNull();
    expect(effects).not.toHaveBeenCalled();
    rerender(sheet(true));
    expect(await screen.findByRole('link', { name: 'Tournaments' })).toBe(link);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(effects).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).toBe('hidden');
  });
});
