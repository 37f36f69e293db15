import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../../schemas/brand.schema.ts';
import { FIXTURE_LUMEN, FIXTURE_NOVA } from '../../../server/site/fixture-brands.ts';
import { mailOrigin, NO_LINK_NOTE, renderOutboxPage, withLinks } from './outbox.ts';

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
});

const WITH_ORIGIN: BrandConfig = {
  ...FIXTURE_LUMEN,
  id: 'lumen-live',
  hosts: [
    { host: 'lumen-casino.example', kind: 'production', origin: 'https://www.lumen-casino.example' },
    { host: 'lumen-mirror.example', kind: 'mirror' },
  ],
};
const BRANDS = [FIXTURE_NOVA, FIXTURE_LUMEN, WITH_ORIGIN];

describe('the origin of mail links', () => {
  it('is the origin configured on the host entry the request came on', () => {
    expect(mailOrigin(BRANDS, 'lumen-casino.example', 8080)).toBe('https://www.lumen-casino.example');
  });

  it('defaults to https on the host, and to the sandbox port for localhost hosts', () => {
    expect(mailOrigin(BRANDS, 'lumen-mirror.example', 8080)).toBe('https://lumen-mirror.example');
    expect(mailOrigin(BRANDS, 'nova-mirror.localhost', 8192)).toBe('http://nova-mirror.localhost:8192');
    expect(mailOrigin(BRANDS, 'localhost', 8192)).toBe('http://localhost:8192');
  });

  it("never takes the port or spelling of the request's Host header", () => {
    expect(mailOrigin(BRANDS, 'Nova.Localhost:6666', 8080)).toBe('http://nova.localhost:8080');
  });

  it('is none for a host no brand names exactly, even when a wildcard entry matches it', () => {
    expect(mailOrigin(BRANDS, 'evil.example', 8080)).toBeNull();
    expect(mailOrigin(BRANDS, 'x.nova-mirror.localhost', 8080)).toBeNull();
    expect(mailOrigin(BRANDS, 'nova.localhost.evil.example', 8080)).toBeNull();
    expect(mailOrigin(BRANDS, '', 8080)).toBeNull();
  });
});

describe('a mail with links', () => {
  const mail = {
    to: 'ada@example.com',
    subject: 'Confirm your e-mail',
    body: 'Welcome!',
    links: [{ label: 'Confirm my e-mail', path: '/confirmation?confirmation_token=abc' }],
  };

  it('puts its links on the origin, in the text and as links', () => {
    const sent = withLinks(mail, 'https://nova.example');
    expect(sent.links).toEqual([
      { label: 'Confirm my e-mail', url: 'https://nova.example/confirmation?confirmation_token=abc' },
    ]);
    expect(sent.body).toBe(
      'Welcome!\n\nConfirm my e-mail: https://nova.example/confirmation?confirmation_token=abc',
    );
  });

  it('has no link without an origin, and tells the player to open the site and ask again', () => {
    const sent = withLinks(mail, null);
    expect(sent.links).toEqual([]);
    expect(sent.body).toBe(`Welcome!\n\n${NO_LINK_NOTE}`);
    expect(sent.body).not.toContain('confirmation_token');
  });
});
