import { describe, expect, it } from 'vitest';
import { renderOutboxPage, siteUrl } from './outbox.ts';

describe('the outbox page', () => {
  it('lists each mail with its recipient, time and clickable links, escaping what a player typed', () => {
    const html = renderOutboxPage(
      [
        {
          id: 1,
          to: 'ada@example.com',
          subject: 'Hello <script>alert(1)</script>',
          body: 'Open http://nova.localhost/confirmation?confirmation_token=abc & enjoy',
          links: [
            { label: 'Confirm my e-mail', url: 'http://nova.localhost/confirmation?confirmation_token=abc' },
          ],
          created_at: '2026-11-21T10:00:00.000Z',
        },
      ],
      'n0nce',
    );
    expect(html).toContain('<strong>ada@example.com</strong>');
    expect(html).toContain('<time datetime="2026-11-21T10:00:00.000Z">');
    expect(html).toContain(
      '<a href="http://nova.localhost/confirmation?confirmation_token=abc">Confirm my e-mail</a>',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#38; enjoy');
    // Its only inline element is its style, with the response's CSP nonce.
    expect(html.match(/<(script|style)\b[^>]*>/g)).toEqual(['<style nonce="n0nce">']);
  });

  it('says so when no mail was sent yet', () => {
    expect(renderOutboxPage([], 'n0nce')).toContain('No mail yet.');
  });

  it('builds links on the host the player used', () => {
    expect(siteUrl('nova-mirror.localhost:8080')).toBe('http://nova-mirror.localhost:8080');
  });
});
