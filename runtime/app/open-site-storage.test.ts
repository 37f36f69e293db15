import { describe, expect, it } from 'vitest';
import { openSiteStorage } from './open-site-storage.ts';

describe('openSiteStorage', () => {
  it('reads both storage areas once, so that they are loaded before the app runs', () => {
    const read: string[] = [];
    const area = (name: string) => ({
      get length() {
        read.push(name);
        return 0;
      },
    });
    openSiteStorage({ localStorage: area('local'), sessionStorage: area('session') } as never);
    expect(read).toEqual(['local', 'session']);
  });

  it('goes on past storage that is blocked', () => {
    const read: string[] = [];
    const win = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      sessionStorage: {
        get length() {
          read.push('session');
          return 0;
        },
      },
    };
    expect(() => openSiteStorage(win as never)).not.toThrow();
    expect(read).toEqual(['session']);
  });
});
