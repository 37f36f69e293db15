import { defineWidget } from '../../runtime/slots/define-widget.ts';
import { supportChatButtonProps } from './support-chat-button.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The floating support chat button (spec §2 floating widgets): a round button in the corner of
 * every page that opens the support chat.
 */
export const supportChatButton = defineWidget<typeof supportChatButtonProps>({
  id: 'support-chat-button',
  version: 1,
  props: supportChatButtonProps,
  defaults: { labelKey: 'SUPPORT_CHAT.OPEN' },
  migrations: [],
  load: () => import('./support-chat-button.tsx'),
  example: { labelKey: 'SUPPORT_CHAT.OPEN' },
});
