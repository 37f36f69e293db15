import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, imageUrl } from './common.schema.ts';

/**
 * cms/config/managers.json: the VIP managers (spec §6: a manager is looked up by the player's
 * groups). The platform answers `POST /api/fe/config/managers { userGroups }` with the first manager
 * whose group the player is in. The document is an array, so it cannot carry `$schema`; editors map
 * it by file name.
 */
export const managersSchema = {
  $id: `${SCHEMA_BASE}/cms/config/managers.json`,
  title: 'VIP managers',
  description: 'One entry per VIP group; the first whose group the player is in is their manager.',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['groupId', 'managerName'],
    properties: {
      groupId: {
        type: ['integer', 'string'],
        pattern: '^[0-9]+$',
        minimum: 1,
        description: 'The player group this manager looks after, e.g. 257 (bronze) or 759 (diamond).',
      },
      managerName: { type: 'string', minLength: 1, maxLength: 80, description: 'Name shown to the player.' },
      avatar: imageUrl('Photo of the manager (square).'),
      time: {
        type: 'string',
        maxLength: 80,
        description: 'Working hours as the player reads them, e.g. "Mon–Fri 9:00–18:00 CET".',
      },
      phone: {
        type: 'string',
        pattern: '^\\+?[0-9 ()-]{5,24}$',
        description: 'Phone number, e.g. "+1 800 555 0142".',
      },
      email: {
        type: 'string',
        pattern: '^[^@\\s]+@[^@\\s]+$',
        maxLength: 256,
        description: "The manager's e-mail address.",
      },
      whatsAppLink: {
        type: 'string',
        pattern: '^https://',
        description: 'WhatsApp chat link, e.g. "https://wa.me/18005550142".',
      },
      telegramLink: {
        type: 'string',
        pattern: '^https://',
        description: 'Telegram chat link, e.g. "https://t.me/nova_vip".',
      },
    },
  },
} as const satisfies JSONSchema;

export type ManagersConfig = FromSchema<typeof managersSchema>;
