import { defineWidget } from '../../runtime/slots/index.ts';
import { supportChatProps } from './support-chat.schema.ts';
import './open-requests.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * Support (spec §2, §6): the support chat the header, sidebar, footer and floating buttons and #chat
 * open (live chat with an operator for the writable-chat group 545, a message to support by e-mail
 * for everyone else), the /support page, and the support popup with the VIP manager's contacts.
 */
export const supportChat = defineWidget<typeof supportChatProps>({
  id: 'support-chat',
  version: 1,
  props: supportChatProps,
  migrations: [],
  load: () => import('./support-chat.tsx'),
  example: { mode: 'page' },
});
