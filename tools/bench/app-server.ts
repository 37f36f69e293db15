import { buildServer, type SandboxServer } from '../sandbox/server.ts';
import { CONSENT_COOKIE, CONSENT_VALUE } from '../../runtime/rules/consent.ts';
import { COMPLETE_PROFILE, PlayerAgent } from '../sandbox/testing/player-agent.ts';

export interface RunningApp {
  /**
   * Requests a page document a few times first, as a server in service is warm: the first
   * server renders of a fresh process run cold code (measured: ~400 ms, then ~130 ms).
   */
  warm: (path: string, times?: number) => Promise<void>;
  /** Origin of the nova brand, e.g. `http://nova.localhost:41234` (Chrome resolves *.localhost to loopback). */
  novaOrigin: string;
  /**
   * Signs up a new player on nova with a complete profile, province included (the cashbox opens
   * without the details popup), and returns their session as a Cookie header.
   */
  signedInCookie: () => Promise<string>;
  close: () => Promise<void>;
}

/** The built client in front of the in-memory sandbox, on a free port. */
export async function startApp(distDir = 'dist'): Promise<RunningApp> {
  const server: SandboxServer = await buildServer({ memory: true, distDir });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await server.close();
    throw error;
  }
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') {
    await server.close();
    throw new Error('the sandbox has no TCP address');
  }
  const novaHost = `nova.localhost:${address.port}`;
  const warm = async (path: string, times = 5) => {
    for (let i = 0; i < times; i++) {
      await server.app.inject({
        method: 'GET',
        url: path,
        headers: {
          host: novaHost,
          accept: 'text/html',
          'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile',
        },
      });
    }
  };
  const signedInCookie = async () => {
    const agent = new PlayerAgent(server.app, 'nova.localhost');
    await agent.signUp();
    const saved = await agent.patch('/api/player', {
      context: 'deposit',
      player: { ...COMPLETE_PROFILE, state: 'ON' },
    });
    if (saved.status !== 200) throw new Error(`profile of the bench player: ${saved.status} ${saved.text}`);
    // A returning player: signed in, and past the cookie notice (accepted at an earlier visit).
    return `${agent.cookieHeader()}; ${CONSENT_COOKIE}=${CONSENT_VALUE}`;
  };
  return { novaOrigin: `http://${novaHost}`, warm, signedInCookie, close: () => server.close() };
}
