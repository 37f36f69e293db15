import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

const tabs = [
  { value: 'all', label: 'All' },
  { value: 'discount', label: 'Discount', disabled: true },
  { value: 'free-spins', label: 'Free spins' },
  { value: 'money', label: 'Money reward' },
];

describe('Tabs', () => {
  it('has a single Tab stop on the selected tab', () => {
    render(<Tabs label="Rewards" tabs={tabs} defaultValue="free-spins" />);
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.tabIndex);
    expect(tabIndexes).toEqual([-1, -1, 0, -1]);
    expect(screen.getByRole('tab', { name: 'Free spins' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping at the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Tabs label="Rewards" tabs={tabs} defaultValue="all" onChange={onChange}>
        <p>panel</p>
      </Tabs>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Free spins' }));
    expect(onChange).toHaveBeenLastCalledWith('free-spins');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Money reward' }));
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Money reward' }).getAttribute('aria-selected')).toBe('true');
  });

  it('labels the panel by the selected tab', async () => {
    const user = userEvent.setup();
    render(
      <Tabs label="Rewards" tabs={tabs}>
        <p>Cards</p>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'Money reward' }));
    expect(screen.getByRole('tabpanel', { name: 'Money reward' }).textContent).toBe('Cards');
  });

  it('falls back to the first enabled tab when the requested one is disabled', () => {
    render(<Tabs label="Rewards" tabs={tabs} value="discount" />);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });
});
