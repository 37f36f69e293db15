import { buildServer } from './server.ts';
const server = await buildServer({ memory: true, production: true, distDir: 'dist' });
for (const n of [1, 2, 3, 5, 50, 500]) {
  const url = '/' + Array.from({length: n}, () => 'zz').join('/');
  const r = await server.app.inject({ url, headers: { host: 'nova.localhost', accept: 'text/html' } });
  console.log('RESULT', n, r.statusCode);
}
for (const url of ['/de/zz', '/zz/1', '/pokies/zz', '/pokies/all/zz/zz']) {
  const r = await server.app.inject({ url, headers: { host: 'nova.localhost', accept: 'text/html' } });
  console.log('RESULT', url, r.statusCode);
}
await server.close();
