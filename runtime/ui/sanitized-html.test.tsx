import '../../tests/harness/happy-dom-purify.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteContextProvider } from '../context/site-context-react.tsx';
import { guestContext } from '../../tests/harness/render-widget.tsx';
import { loadSanitizer, SanitizedHtml, type Sanitize } from './sanitized-html.tsx';

// The brand of the page lists one CDN for images (brand.json security.imageOrigins).
vi.mock('../config/load-brand.ts', () => ({
  getBrands: () => [{ id: 'nova', security: { imageOrigins: ['https://cdn.nova.example'] } }],
  brandPages: () => ['lobby', 'static-page', 'not-found'],
}));

let sanitizeHtml: Sanitize;
const options = { origin: 'https://nova.example', imageOrigins: [] };

/** Renders on a page of the nova brand. */
const onPage = (element: ReactElement) =>
  render(<SiteContextProvider value={guestContext}>{element}</SiteContextProvider>);

describe('SanitizedHtml before the sanitizer has loaded', () => {
  it('shows nothing unsafe while loading, then the cleaned HTML', async () => {
    const { container } = onPage(<SanitizedHtml html={'<p>Terms<img src="x" onerror="steal()"></p>'} />);
    const block = container.firstElementChild!;
    expect(block.innerHTML).toBe('');
    expect(block.getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByText('Terms')).tagName).toBe('P');
    expect(block.innerHTML).not.toContain('onerror');
    expect(block.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('SanitizedHtml', () => {
  beforeAll(async () => {
    sanitizeHtml = await loadSanitizer();
  });

  it('removes scripts, event handlers and javascript: links but keeps the text', () => {
    const { container } = onPage(
      <SanitizedHtml
        html={
          '<p onclick="steal()">Welcome<script>steal()</script></p>' +
          '<img src="/a.png" onerror="steal()" alt="Award">' +
          '<a href="javascript:steal()">Bonus</a>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(screen.getByText('Bonus')).toBeTruthy();
  });

  it('cleans what sits inside an unknown element whose content is kept', () => {
    const clean = sanitizeHtml(
      '<promo-box><img src="/b.png" onerror="steal()"><b onmouseover="x()">Bold</b></promo-box>',
      options,
    );
    expect(clean).toBe('<img src="/b.png" loading="lazy" decoding="async"><b>Bold</b>');
  });

  it('opens external links in a new tab without giving them access to the page', () => {
    onPage(<SanitizedHtml html={'<a href="https://affiliates.example.com/join">Affiliates</a>'} />);
    const link = screen.getByRole('link', { name: 'Affiliates' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps links to this site in the same tab', () => {
    onPage(<SanitizedHtml html={'<a href="/promotions" target="_blank">Promotions</a>'} />);
    expect(screen.getByRole('link', { name: 'Promotions' }).hasAttribute('target')).toBe(false);
  });

  it('drops forms and inline styles sheets that could imitate the page', () => {
    const clean = sanitizeHtml(
      '<style>body{display:none}</style><form action="https://x"><input name="p"></form>ok',
      options,
    );
    expect(clean).toBe('ok');
  });

  it("shows images from this site and the brand's image origins only", () => {
    const { container } = onPage(
      <SanitizedHtml
        html={
          '<img src="/assets/award.svg" alt="Award"><img src="https://cdn.nova.example/a.png" alt="Cup">' +
          '<img src="https://tracker.example/pixel.gif" alt="Pixel">'
        }
      />,
    );
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/assets/award.svg', 'https://cdn.nova.example/a.png']);
  });

  it('keeps no style that could lay the content over the page', () => {
    const { container } = onPage(
      <SanitizedHtml html={'<div style="position:fixed;inset:0;z-index:99;color:#c00">You won!</div>'} />,
    );
    expect(screen.getByText('You won!').getAttribute('style')).toBe('color: #c00');
    expect(container.innerHTML).not.toMatch(/position|z-index|inset/);
  });

  it('follows a link to this site inside the app without reloading', async () => {
    const user = userEvent.setup();
    onPage(
      <MemoryRouter initialEntries={['/terms']}>
        <Routes>
          <Route
            path="/terms"
            element={<SanitizedHtml html={'<p>See <a href="/privacy">privacy</a></p>'} />}
          />
          <Route path="/privacy" element={<h1>Privacy policy</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'privacy' }));
    expect(screen.getByRole('heading', { name: 'Privacy policy' })).toBeTruthy();
  });

  it('leaves an anchor without href alone: a click on it goes nowhere', async () => {
    const user = userEvent.setup();
    onPage(
      <MemoryRouter initialEntries={['/terms']}>
        <Routes>
          <Route path="/terms" element={<SanitizedHtml html={'<p><a name="top">Terms</a> of play</p>'} />} />
          <Route path="/" element={<h1>Lobby</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByText('Terms'));
    expect(screen.getByText('of play', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Lobby' })).toBeNull();
  });
});
