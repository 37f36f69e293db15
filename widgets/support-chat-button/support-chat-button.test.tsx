import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../runtime/slots/render-widget.tsx';
import { bus } from '../../runtime/state/event-bus.ts';
import { supportChatButton } from './index.ts';

describe('support chat button', () => {
  it('asks for the support chat when pressed', async () => {
    const onChat = vi.fn();
    bus.on('open-chat', onChat);
    await renderWidget(supportChatButton, {}, { slot: 'overlay' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the support chat' }));
    expect(onChat).toHaveBeenCalledTimes(1);
    bus.off('open-chat', onChat);
  });

  it('takes its name from the configured message key', async () => {
    await renderWidget(supportChatButton, { labelKey: 'SUPPORT_CHAT.TITLE' }, { slot: 'overlay' });
    expect(screen.getByRole('button', { name: 'Support chat' })).toBeTruthy();
  });
});
