import { describe, expect, it } from 'vitest';
import {
  START_PRELOADS_ELEMENT_ID,
  START_PRELOADS_PER_TASK,
  addStartPreloads,
  readStartPreloads,
} from './start-preloads.ts';

/** A page with the server's list, whose head is detached so that nothing is really fetched. */
function pageWith(json: string) {
  const element = document.createElement('script');
  element.id = START_PRELOADS_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = json;
  const head = document.createElement('head');
  return {
    head,
    baseURI: 'http://nova.localhost/',
    createElement: document.createElement.bind(document),
    getElementById: (id: string) => (id === element.id ? element : null),
  };
}

describe('start preloads', () => {
  it('preloads the chunks as modules and the data as fetches, in the cors mode the app uses', () => {
    const page = pageWith(
      '{"modules":["/assets/main.js","/assets/site-header.js"],"fetches":["/messages/en.json?t=7"]}',
    );
    addStartPreloads(page, (run) => run());
    const links = [...page.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.getAttribute('as'),
      link.getAttribute('crossorigin'),
    ]);
    expect(links).toEqual([
      ['preload', '/messages/en.json?t=7', 'fetch', 'anonymous'],
      ['modulepreload', '/assets/main.js', null, 'anonymous'],
      ['modulepreload', '/assets/site-header.js', null, 'anonymous'],
    ]);
  });

  it('keeps only same-origin paths, and reads nothing from a missing or broken list', () => {
    const page = pageWith(
      '{"modules":["https://evil.example/x.js","//evil.example/y.js","/\\\\evil.example/z.js",7,"/assets/ok.js"],"fetches":"no"}',
    );
    expect(readStartPreloads(page)).toEqual({ modules: ['/assets/ok.js'], fetches: [] });
    expect(readStartPreloads({ getElementById: () => null })).toEqual({ modules: [], fetches: [] });
    expect(readStartPreloads(pageWith('{not json'))).toEqual({ modules: [], fetches: [] });
  });

  it('adds a few links per task, the data first', () => {
    const modules = Array.from({ length: START_PRELOADS_PER_TASK * 2 }, (_, i) => `/assets/c${i}.js`);
    const page = pageWith(JSON.stringify({ modules, fetches: ['/messages/en.json?t=7'] }));
    const tasks: (() => void)[] = [];
    addStartPreloads(page, (run) => tasks.push(run));
    const hrefs = () => [...page.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    // None in the task that called: it starts the app.
    expect(hrefs()).toEqual([]);
    tasks.shift()!();
    expect(hrefs()).toEqual(['/messages/en.json?t=7', ...modules.slice(0, START_PRELOADS_PER_TASK - 1)]);
    while (tasks.length > 0) tasks.shift()!();
    expect(hrefs()).toEqual(['/messages/en.json?t=7', ...modules]);
  });

  it('leaves out what the page links already', () => {
    const page = pageWith('{"modules":["/assets/main.js","/assets/site-header.js"],"fetches":[]}');
    const existing = document.createElement('link');
    // Vite's loader links absolute URLs.
    existing.setAttribute('href', 'http://nova.localhost/assets/main.js');
    page.head.append(existing);
    addStartPreloads(page, (run) => run());
    const hrefs = [...page.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['http://nova.localhost/assets/main.js', '/assets/site-header.js']);
  });
});
