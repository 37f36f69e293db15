import { describe, expect, it } from 'vitest';
import { blankComments } from './check-messages.ts';

describe('scanning code for message keys', () => {
  it('ignores keys inside comments and keeps every offset in place', () => {
    const source =
      "/** @example t('A.B') */\nconst x = t('C.D'); // t('E.F')\nconst url = 'https://x'; /* t('G') */";
    const blanked = blankComments(source);
    expect(blanked).toHaveLength(source.length);
    expect(blanked).not.toContain("t('A.B')");
    expect(blanked).not.toContain("t('E.F')");
    expect(blanked).not.toContain("t('G')");
    expect(blanked).toContain("const x = t('C.D');");
    expect(blanked).toContain("const url = 'https://x';");
    expect(blanked.split('\n')).toHaveLength(3);
  });
});
