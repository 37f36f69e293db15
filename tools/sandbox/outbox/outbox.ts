import type { FastifyInstance } from 'fastify';
import { normaliseHost } from '../../../runtime/context/hosts.ts';
import type { BrandConfig } from '../../../schemas/brand.schema.ts';
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

export function renderOutboxPage(mails: StoredMail[]): string {
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
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}
article{border:1px solid #ccd;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#555;margin:.25rem 0}pre{white-space:pre-wrap;background:#f4f4f8;padding:.5rem;border-radius:4px}
a{color:#1f4fd1}</style></head>
<body><main><h1>Sandbox outbox</h1><p>Mails the sandbox has "sent", newest first. <a href="/sandbox/outbox">Refresh</a></p>
${items || '<p>No mail yet.</p>'}</main></body></html>`;
}

export function registerOutboxRoutes(app: FastifyInstance, db: Queryable): void {
  app.get('/sandbox/outbox.json', async () => listMails(db));
  app.get('/sandbox/outbox', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderOutboxPage(await listMails(db))),
  );
}

/** A mail whose links are paths on the player's site: `withLinks` makes them absolute, or drops them. */
export interface LinkedMail {
  to: string;
  subject: string;
  /** The text; the links follow it, one per line. */
  body: string;
  links: { label: string; path: string }[];
}

/** What a mail says instead of its links when the request came on a host no brand names. */
export const NO_LINK_NOTE =
  'For your safety this e-mail has no link: the request came from an address that is not one of our sites. Open our site yourself (type its address or use your bookmark) and ask again there.';

/**
 * The mail with its links on `origin` (see `mailOrigin`); with no origin, the mail carries no link
 * and tells the player to open the site and ask again.
 */
export function withLinks(mail: LinkedMail, origin: string | null): Mail {
  const { to, subject, body } = mail;
  if (origin === null) return { to, subject, body: `${body}\n\n${NO_LINK_NOTE}`, links: [] };
  const links = mail.links.map((link) => ({ label: link.label, url: `${origin}${link.path}` }));
  return {
    to,
    subject,
    body: [body, '', ...links.map((link) => `${link.label}: ${link.url}`)].join('\n'),
    links,
  };
}

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * Origin of the links in a mail sent for a request on `requestHost`, from configuration only: the
 * `origin` of the brand host entry that names this host exactly (a `*.` pattern is not enough);
 * by default `https://<host>`, or `http://<host>:<sandboxPort>` for a `localhost` host, which only
 * the sandbox serves. Null when no entry names the host: a forged Host header gets no link.
 * @example mailOrigin(brands, 'nova.localhost:9999', 8080) // 'http://nova.localhost:8080'
 */
export function mailOrigin(
  brands: readonly BrandConfig[],
  requestHost: string,
  sandboxPort: number,
): string | null {
  const host = normaliseHost(requestHost);
  for (const brand of brands) {
    const entry = brand.hosts.find(
      (candidate) => !candidate.host.startsWith('*.') && candidate.host === host,
    );
    if (entry) {
      return (
        entry.origin ??
        (isLoopbackName(entry.host) ? `http://${entry.host}:${sandboxPort}` : `https://${entry.host}`)
      );
    }
  }
  return null;
}
