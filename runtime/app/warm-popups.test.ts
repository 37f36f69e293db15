import { describe, expect, it } from 'vitest';
import type { PagePresence } from '../routing/index.ts';
import { popupOfPath } from './warm-popups.ts';

const presence: PagePresence = {
  pages: ['lobby', 'category', 'profile-main'],
  cmsPageSlugs: [],
  licence: 'CW',
  country: 'CA',
};

describe('popupOfPath', () => {
  it.each([
    ['/deposit', 'cashbox'],
    ['/de/withdraw', 'cashbox'],
    ['/login', 'login'],
    ['/popup/welcome-offer', 'welcome-offer'],
    ['/', null],
    ['/categories/all', null],
    ['/profile', null],
    ['/no/such/page', null],
  ])('%s opens %s', (path, popup) => {
    expect(popupOfPath(path, presence)).toBe(popup);
  });
});
