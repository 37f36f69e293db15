/** Answers that themselves say "try again": the same request may be sent again as it is. */
const TRY_AGAIN_STATUSES: readonly number[] = [408, 409, 425, 429];

/**
 * Whether an HTTP answer to a keyed write is final: the server decided, so the same key answers
 * the same from then on, and the player's next press is a new action. A 5xx (a gateway that gave
 * up, a platform error) is not: the write may not have run, or may still complete, so the client
 * keeps the key and the server keeps it free. One rule for the client (runtime/api/action-keys.ts)
 * and the server (tools/sandbox/http/idempotency.ts). No imports: the server uses it too.
 * @example isFinalAnswer(422) // true; isFinalAnswer(504) // false
 */
export function isFinalAnswer(status: number): boolean {
  return status < 500 && !TRY_AGAIN_STATUSES.includes(status);
}
