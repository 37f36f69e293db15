import { describe, expect, it } from 'vitest';
import { cmsText, fillVariables } from './cms-text.ts';

describe('CMS text', () => {
  it('shows the text of the visitor locale, else English', () => {
    const text = { en: 'Sign up', de: 'Registrieren' };
    expect(cmsText(text, 'de')).toBe('Registrieren');
    expect(cmsText(text, 'en-AU')).toBe('Sign up');
    expect(cmsText('Plain', 'it')).toBe('Plain');
    expect(cmsText(undefined, 'en')).toBe('');
  });

  it('fills banner variables in the player currency, falling back to EUR', () => {
    const variables = { amount: { EUR: '€300', CAD: 'C$450' } };
    expect(fillVariables('Up to {{amount}}', variables, 'CAD')).toBe('Up to C$450');
    expect(fillVariables('Up to {{ amount }}', variables, 'NOK')).toBe('Up to €300');
    expect(fillVariables('Keep {{unknown}}', variables, 'EUR')).toBe('Keep {{unknown}}');
    expect(fillVariables('No variables {{amount}}', undefined, 'EUR')).toBe('No variables {{amount}}');
  });
});
