// The client's metric names (a React-free module), so that every metric it measures is accepted.
import { PERFORMANCE_METRICS } from '../../../runtime/api/diagnostics.ts';
import { UTM_KEYS } from '../../../runtime/rules/affiliate.ts';
import { rowId } from '../http/route-schemas.ts';
import { amountCents } from '../wallet/wallet.ts';

// Bodies of the fraud and diagnostics sinks (SPEC §7). Where API-SHAPES says "shape not known" the
// sandbox fixes one (documented in tools/sandbox/README.md) and holds the client to it.

const str = { type: 'string', maxLength: 2000 } as const;
const nullableStr = { type: ['string', 'null'], maxLength: 2000 } as const;
/** Timings (ms), layout shift, round trips and bandwidth: never negative. */
const num = { type: 'number', minimum: 0 } as const;

export const validationMetricsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['side', 'component', 'errors'],
  properties: {
    side: { type: 'string', enum: ['backEnd', 'frontEnd'] },
    component: { type: 'string', maxLength: 100 },
    errors: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'firstMessage'],
        properties: { key: str, firstMessage: str },
      },
    },
  },
} as const;

const logRecord = {
  type: 'object',
  additionalProperties: false,
  required: ['level_name', 'message'],
  properties: {
    label: str,
    level_name: { type: 'string', enum: ['DEBUG', 'INFO', 'NOTICE', 'WARNING', 'ERROR', 'CRITICAL'] },
    datetime: str,
    message: { type: 'string', maxLength: 10_000 },
    context: { type: 'object', maxProperties: 100 },
    // 0 for a response the browser hides (opaque).
    http_status: { type: 'integer', minimum: 0, maximum: 599 },
    request_url: str,
    request_method: str,
  },
} as const;

/** One record or a batch of them. */
export const logBody = {
  anyOf: [logRecord, { type: 'array', maxItems: 100, items: logRecord }],
} as const;

export const performanceBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    path: str,
    url: str,
    navigationType: str,
    connectionType: str,
    metrics: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(PERFORMANCE_METRICS.map((name) => [name, num])) as Record<
        (typeof PERFORMANCE_METRICS)[number],
        typeof num
      >,
    },
  },
} as const;

export const gameStartPerformanceBody = {
  type: 'object',
  additionalProperties: false,
  required: ['value'],
  properties: {
    country: nullableStr,
    userId: { anyOf: [rowId, { type: 'null' }] },
    gameId: { anyOf: [rowId, nullableStr] },
    gameName: nullableStr,
    provider: nullableStr,
    connectionType: nullableStr,
    value: num,
  },
} as const;

export const networkPerformanceBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    rtt: num,
    downlink: num,
    effectiveType: { type: 'string', maxLength: 16 },
    saveData: { type: 'boolean' },
  },
} as const;

export const utmBody = {
  type: 'object',
  additionalProperties: false,
  required: ['utmMetrics'],
  properties: {
    utmMetrics: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: Object.fromEntries(UTM_KEYS.map((key) => [key, nullableStr])) as Record<
        (typeof UTM_KEYS)[number],
        typeof nullableStr
      >,
    },
  },
} as const;

export const contactBody = {
  type: 'object',
  additionalProperties: false,
  required: ['contact'],
  properties: {
    contact: {
      type: 'object',
      additionalProperties: false,
      properties: { email: str, content: { type: 'string', maxLength: 10_000 }, name: str, subject: str },
    },
  },
} as const;

export const pwaEventBody = {
  type: 'object',
  additionalProperties: false,
  required: ['event'],
  properties: {
    event: {
      type: 'string',
      enum: ['open', 'install', 'prompt_shown', 'prompt_accepted', 'prompt_dismissed'],
    },
  },
} as const;

export const fraudTransactionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['transaction', 'payout'] },
    country: nullableStr,
    first_name: nullableStr,
    last_name: nullableStr,
    email: nullableStr,
    dfpc: nullableStr,
    card: {
      type: 'object',
      additionalProperties: false,
      properties: { bin: nullableStr, last4: nullableStr, expiry: nullableStr, holder: nullableStr },
    },
    amount_cents: amountCents,
    currency: nullableStr,
    payment_system: nullableStr,
    custom_player_status: nullableStr,
  },
} as const;

export const restoreIdGetBody = {
  type: 'object',
  additionalProperties: false,
  required: ['requestId', 'type', 'data'],
  properties: {
    requestId: str,
    type: { const: 'Api.V1.RestoreId.Get' },
    data: {
      type: 'object',
      additionalProperties: false,
      required: ['internalId', 'project'],
      properties: { internalId: str, project: str },
    },
  },
} as const;

export const restoreIdSetBody = {
  type: 'object',
  additionalProperties: false,
  required: ['requestId', 'type', 'data'],
  properties: {
    requestId: str,
    type: { const: 'Api.V1.RestoreId.Set' },
    data: {
      type: 'object',
      additionalProperties: false,
      required: ['internalId', 'project', 'restoreId'],
      properties: { internalId: str, project: str, restoreId: str },
    },
  },
} as const;
