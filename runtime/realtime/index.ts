// Public entry of the real-time client.
export { PRIVATE_CHANNELS, PUBLIC_CHANNELS, channelsFor } from './channels.ts';
export { applyRealtimeMessage } from './cache-patches.ts';
export {
  connectRealtime,
  type ConnectRealtimeOptions,
  type RealtimeClientFactory,
} from './connect-realtime.ts';
