import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown, type DropdownItem } from './dropdown.tsx';

const languages = (onSelect: (code: string) => void): DropdownItem[] => [
  { id: 'en', label: 'English', onSelect: () => onSelect('en'), current: true },
  { id: 'de', label: 'Deutsch', onSelect: () => onSelect('de') },
  { id: 'et', label: 'Eesti', onSelect: () => onSelect('et'), disabled: true },
  { id: 'no', label: 'Norsk', onSelect: () => onSelect('no') },
];

describe('Dropdown', () => {
  it('opens from the keyboard and moves through enabled items with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Dropdown trigger="Language" items={languages(() => {})} />);
    const button = screen.getByRole('button', { name: 'Language' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'English' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Deutsch' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Norsk' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'English' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Norsk' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'English' }));
    await user.keyboard('d');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Deutsch' }));
  });

  it('selects the focused item with Enter, closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Dropdown trigger="Language" items={languages(onSelect)} />);
    const button = screen.getByRole('button', { name: 'Language' });
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Norsk' }));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('no');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Outside</p>
        <Dropdown trigger="Language" items={languages(() => {})} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Language' });
    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('renders internal link items as router links', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Dropdown trigger="More" items={[{ id: 'vip', label: 'VIP club', href: '/vip' }]} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menuitem', { name: 'VIP club' }).getAttribute('href')).toBe('/vip');
  });

  it('shows free content in panel mode and lets it close the panel', async () => {
    const user = userEvent.setup();
    render(
      <Dropdown trigger="Balance">
        {(close) => (
          <button type="button" onClick={close}>
            Hide details
          </button>
        )}
      </Dropdown>,
    );
    await user.click(screen.getByRole('button', { name: 'Balance' }));
    await user.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByRole('button', { name: 'Hide details' })).toBeNull();
  });

  it('keeps a panel open while Tab moves through its controls, and closes it once focus leaves', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dropdown trigger="Notifications">
          <button type="button">Delete first</button>
          <button type="button">Delete second</button>
        </Dropdown>
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete first' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete second' }));
    // Back to the trigger: still inside, the panel stays.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('button', { name: 'Delete first' })).toBeTruthy();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('button', { name: 'Delete first' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' }).getAttribute('aria-expanded')).toBe('false');
  });
});
