import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from './hub.ts';
import { isPrivateChannelName, isPublicChannelName } from './channels.ts';
import { adminPage } from './admin-page.ts';

export const ADMIN_PAGE_PATH = '/sandbox/admin';
export const ADMIN_PUSH_PATH = '/sandbox/admin/push';

/** Body of `POST /sandbox/admin/push`. */
export interface AdminPushRequest {
  /** The player's e-mail; ignored for public channels. */
  email: string;
  /** A private channel name (`balance`) or a public one (`public:wins`). */
  channel: string;
  data: unknown;
}

/** Answer of `POST /sandbox/admin/push`. */
export interface AdminPushResponse {
  /** The channel published on, e.g. `balance#42`. */
  channel: string;
  /** Connections subscribed to it when it was published. */
  subscribers: number;
}

/**
 * Types and sizes of the push body; which fields a channel needs is the handler's 422. `data` is any
 * JSON the channel carries (bounded in depth and content by the server's body rules).
 */
const adminPushBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    email: { type: 'string', maxLength: 256 },
    channel: { type: 'string', maxLength: 64 },
    data: {},
  },
} as const;

interface AdminOptions {
  hub: RealtimeHub;
  findUserIdByEmail(email: string): Promise<number | null>;
  subscribers(hubChannel: string): number;
  /** Path of the cashier's endpoints (`/sandbox/admin/cashouts`), shown on the page when given. */
  cashoutsPath?: string;
  /** Path of the verification documents' endpoints (`/sandbox/admin/documents`), shown on the page when given. */
  documentsPath?: string;
  /** Path of the support chat's operator endpoints (`/sandbox/admin/support-chat`), shown on the page when given. */
  supportChatPath?: string;
}

export function registerAdminRoutes(app: FastifyInstance, options: AdminOptions): void {
  app.get(ADMIN_PAGE_PATH, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        adminPage(
          ADMIN_PUSH_PATH,
          options.cashoutsPath,
          request.cspNonce,
          options.documentsPath,
          options.supportChatPath,
        ),
      ),
  );

  app.post(ADMIN_PUSH_PATH, { schema: { body: adminPushBody } }, async (request, reply) => {
    const body = request.body as Partial<Record<keyof AdminPushRequest, unknown>> | null;
    const errors: Record<string, string[]> = {};
    const channel = typeof body?.channel === 'string' ? body.channel : '';
    const publicName = channel.startsWith('public:') ? channel.slice('public:'.length) : '';
    if (channel === '') errors.channel = ['is required'];
    else if (!isPrivateChannelName(channel) && !isPublicChannelName(publicName)) {
      errors.channel = [`unknown channel ${JSON.stringify(channel)}`];
    }
    if (body?.data === undefined) errors.data = ['is required'];
    if (isPrivateChannelName(channel) && (typeof body?.email !== 'string' || body.email === '')) {
      errors.email = ['is required'];
    }
    if (Object.keys(errors).length > 0) return reply.code(422).send({ errors });

    if (isPublicChannelName(publicName)) {
      const subscribers = options.subscribers(channel);
      options.hub.publishPublic(publicName, body?.data);
      return reply.send({ channel, subscribers } satisfies AdminPushResponse);
    }
    const email = String(body?.email);
    const userId = await options.findUserIdByEmail(email);
    if (userId === null)
      return reply.code(404).send({ errors: { email: [`no player with e-mail ${email}`] } });
    const hubChannel = `${channel}#${userId}`;
    // Counted before publishing: the count is what the publication reached.
    const subscribers = options.subscribers(hubChannel);
    options.hub.publishPrivate(userId, channel, body?.data);
    return reply.send({ channel: hubChannel, subscribers } satisfies AdminPushResponse);
  });
}
