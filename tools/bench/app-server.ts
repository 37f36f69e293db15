import { buildServer, type SandboxServer } from '../sandbox/server.ts';

export interface RunningApp {
  /** Origin of the nova brand, e.g. `http://nova.localhost:41234` (Chrome resolves *.localhost to loopback). */
  novaOrigin: string;
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
  return { novaOrigin: `http://nova.localhost:${address.port}`, close: () => server.close() };
}
