import { describe, expect, it } from 'vitest';
import { searchTerm, searchView } from './game-search.ts';

describe('game search', () => {
  it('searches only for more than two characters, ignoring surrounding spaces', () => {
    expect(searchTerm('ab')).toBeNull();
    expect(searchTerm('  ab  ')).toBeNull();
    expect(searchTerm('abc')).toBe('abc');
    expect(searchTerm(' book ')).toBe('book');
  });

  it('shows the empty message only after a search ran and found nothing', () => {
    expect(searchView(null, { pending: false, failed: false, count: 0 })).toBe('idle');
    expect(searchView('book', { pending: true, failed: false, count: undefined })).toBe('loading');
    expect(searchView('book', { pending: false, failed: false, count: 0 })).toBe('empty');
    expect(searchView('book', { pending: false, failed: false, count: 3 })).toBe('results');
    expect(searchView('book', { pending: false, failed: true, count: undefined })).toBe('error');
  });
});
