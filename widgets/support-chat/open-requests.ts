import { bus } from '../../runtime/state/event-bus.ts';

/**
 * A chat button pressed (or #chat resolved) before the chat's code has loaded must still open it:
 * the request is noted here, with the widget catalogue at boot, and the chat takes it once it has
 * mounted (it then listens to the bus itself).
 */
export const chatRequest = { pending: false };

bus.on('open-chat', () => {
  chatRequest.pending = true;
});
