import { buildServer } from './server.ts';
const server = await buildServer({ memory: true, production: true, distDir: 'dist' });
for (const url of ['/%E0%A4%A', '/' + 'a/'.repeat(2000), '/a%2Fb', '/%2e%2e/etc', '/sandbox/nothing']) {
  const r = await server.app.inject({ url, headers: { host: 'nova.localhost', accept: 'text/html' } });
  console.log('RESULT', JSON.stringify(url.slice(0, 30)), r.statusCode, r.headers['content-type'], r.body.slice(0, 100).replace(/\n/g, ' '));
}
await server.close();
