import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip.tsx';

function Hint() {
  return (
    <Tooltip content="Points for every bet">
      {(trigger) => (
        <button type="button" {...trigger}>
          Comp points
        </button>
      )}
    </Tooltip>
  );
}

describe('Tooltip', () => {
  it('describes its trigger while the trigger has keyboard focus', async () => {
    const user = userEvent.setup();
    render(<Hint />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Points for every bet');
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBe(tooltip.id);
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on hover and hides with Escape', async () => {
    const user = userEvent.setup();
    render(<Hint />);
    await user.hover(screen.getByRole('button'));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('places the hint 10 px from the trigger with a width of 180 px', () => {
    render(
      <Tooltip content="Hint" open>
        {(trigger) => <span {...trigger}>?</span>}
      </Tooltip>,
    );
    const wrapper = screen.getByRole('tooltip').parentElement!;
    expect(wrapper.style.getPropertyValue('--cr-tooltip-offset')).toBe('10px');
    expect(wrapper.style.getPropertyValue('--cr-tooltip-width')).toBe('180px');
  });

  it('stays as the open prop says regardless of the pointer', () => {
    const { rerender } = render(
      <Tooltip content="Offer ends soon" open={false}>
        {(trigger) => <span {...trigger}>Deposit</span>}
      </Tooltip>,
    );
    fireEvent.pointerEnter(screen.getByText('Deposit').parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
    rerender(
      <Tooltip content="Offer ends soon" open>
        {(trigger) => <span {...trigger}>Deposit</span>}
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip').textContent).toBe('Offer ends soon');
  });
});
