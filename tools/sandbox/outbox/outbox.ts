import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** Links the mail carries (confirmation, password reset, limit confirmation). */
  links: { label: string; url: string }[];
}

export interface StoredMail extends Mail {
  id: number;
  created_at: string;
}

/** "Sends" a mail: the sandbox keeps it for the outbox page instead of delivering it. */
export async function sendMail(db: Queryable, mail: Mail): Promise<void> {
  await db.query('INSERT INTO outbox_mails (to_address, subject, body, links) VALUES ($1, $2, $3, $4)', [
    mail.to,
    mail.subject,
    mail.body,
    JSON.stringify(mail.links),
  ]);
}

export async function listMails(db: Queryable): Promise<StoredMail[]> {
  const result = await db.query<{
    id: number;
    to_address: string;
    subject: string;
    body: string;
    links: Mail['links'];
    created_at: Date;
  }>('SELECT * FROM outbox_mails ORDER BY id DESC LIMIT 200');
  return result.rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    links: row.links,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The outbox page; `nonce` is the response's CSP nonce (its inline style carries it). */
export function renderOutboxPage(mails: StoredMail[], nonce: string): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${mail.created_at}">${mail.created_at}</time></p>
  <pre>${escapeHtml(mail.body)}</pre>
  <ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`).join('')}</ul>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Sandbox outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}
article{border:1px solid #ccd;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#555;margin:.25rem 0}pre{white-space:pre-wrap;background:#f4f4f8;padding:.5rem;border-radius:4px}
a{color:#1f4fd1}</style></head>
<body><main><h1>Sandbox outbox</h1><p>Mails the sandbox has "sent", newest first. <a href="${OUTBOX_PATH}">Refresh</a></p>
${items || '<p>No mail yet.</p>'}</main></body></html>`;
}

/**
 * The outbox page (the same mails as JSON at /sandbox/outbox.json); both need the sandbox's admin
 * token (http/admin-access.ts): the mails hold every player's password-reset links.
 */
export const OUTBOX_PATH = '/sandbox/outbox';

export function registerOutboxRoutes(app: FastifyInstance, db: Queryable): void {
  app.get(`${OUTBOX_PATH}.json`, async () => listMails(db));
  app.get(OUTBOX_PATH, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderOutboxPage(await listMails(db), request.cspNonce)),
  );
}

/** Base URL of links in mails: the host the player used, so mirrors get their own links. */
export function siteUrl(host: string | undefined): string {
  return `http://${host ?? 'localhost:8080'}`;
}
