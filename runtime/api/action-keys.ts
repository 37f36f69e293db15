import { isServerAnswer } from './errors.ts';

type UuidSource = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>>;

/**
 * A random version-4 UUID. `crypto.randomUUID` is missing in older browsers (before Chrome 92, Safari
 * 15.4) and outside secure contexts, so the id is then made from `getRandomValues`, and from
 * `Math.random` where even that is missing.
 * @example randomUuid() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function randomUuid(source: UuidSource | undefined = globalThis.crypto): string {
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof source?.getRandomValues === 'function') source.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  // RFC 9562 §5.4: version 4 in the high nibble of byte 6, variant 10xx in byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The idempotency keys of one control (a Deposit button, a form): one key per user action. */
export interface ActionKeys {
  /**
   * Sends one user action with its key. The same payload sent again while the previous attempt got
   * no answer (offline, timeout, still running) is the same action and reuses the key, so the server
   * answers it with the first result instead of doing it twice; once the server has answered
   * (success or refusal), or when the payload changed, the next send is a new action with a new key.
   */
  send<T>(payload: unknown, write: (idempotencyKey: string) => Promise<T>): Promise<T>;
}

/**
 * Keys made once per user action, for the writes that move money or create something.
 * @example const keys = createActionKeys(); await keys.send(request, (key) => deposit(request, key));
 */
export function createActionKeys(newKey: () => string = randomUuid): ActionKeys {
  let open: { payload: string | undefined; key: string } | null = null;
  return {
    async send(payload, write) {
      const fingerprint = JSON.stringify(payload);
      if (open === null || open.payload !== fingerprint) open = { payload: fingerprint, key: newKey() };
      const action = open;
      try {
        const result = await write(action.key);
        if (open === action) open = null;
        return result;
      } catch (error) {
        if (isServerAnswer(error) && open === action) open = null;
        throw error;
      }
    },
  };
}
