import { describe, expect, it } from 'vitest';
import { languageChoices } from './language-list.ts';

describe('languageChoices', () => {
  it('hides Australian English on a host that hides it', () => {
    expect(languageChoices(['en', 'de', 'en-AU', 'et'], ['en-AU'], 'en')).toEqual(['en', 'de', 'et']);
  });

  it('lists every brand locale on a host without hidden locales', () => {
    expect(languageChoices(['en', 'en-AU'], undefined, 'en')).toEqual(['en', 'en-AU']);
  });

  it('keeps a hidden locale listed while the visitor is reading in it', () => {
    expect(languageChoices(['en', 'en-AU'], ['en-AU'], 'en-AU')).toEqual(['en', 'en-AU']);
  });
});
