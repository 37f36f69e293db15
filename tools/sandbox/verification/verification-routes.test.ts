// @vitest-environment node
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerDocument } from '../../../runtime/api/verification.ts';
import { DOCUMENT_MAX_BYTES } from '../../../runtime/rules/verification.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { databaseSnapshot } from '../testing/database-snapshot.ts';
import { PlayerAgent } from '../testing/player-agent.ts';
import { DOCUMENTS_PER_PLAYER_MAX } from './document-store.ts';
import { ADMIN_DOCUMENTS_PATH } from './verification-routes.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(async () => server?.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const PDF = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const OCTETS = { 'content-type': 'application/octet-stream' };

const admin = () => ({ authorization: `Bearer ${server.adminToken}` });

async function player() {
  const agent = new PlayerAgent(server.app);
  const { user } = await agent.signUp();
  return { agent, email: user.email as string };
}

const upload = (
  agent: PlayerAgent,
  body: Buffer | string,
  query = 'type=identity&file_name=id.png',
  headers = {},
) =>
  agent.request<PlayerDocument & { errors?: Record<string, string[]> }>(
    'POST',
    `/api/player/documents?${query}`,
    body,
    { ...OCTETS, ...headers },
  );

const playerOf = async (agent: PlayerAgent) =>
  (
    await agent.get<{ sumsub_verified: boolean | null; sow_questionnaire_expires_at: string | null }>(
      '/api/player',
    )
  ).body;

describe('documents of a player', () => {
  it('stores a PNG and a PDF by their bytes and lists them newest first, pending', async () => {
    const { agent } = await player();
    const png = await upload(agent, PNG, 'type=identity&file_name=passport.png');
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({
      type: 'identity',
      file_name: 'passport.png',
      content_type: 'image/png',
      size_bytes: PNG.length,
      status: 'pending',
      reason: null,
      reviewed_at: null,
    });
    // The declared type is a hint only: a PDF sent as image/png is stored as what it is.
    const pdf = await upload(agent, PDF, 'type=address&file_name=bill.pdf', { 'content-type': 'image/png' });
    expect(pdf.status).toBe(201);
    expect(pdf.body.content_type).toBe('application/pdf');

    const list = await agent.get<PlayerDocument[]>('/api/player/documents');
    expect(list.status).toBe(200);
    expect(list.body.map((d) => [d.type, d.status])).toEqual([
      ['address', 'pending'],
      ['identity', 'pending'],
    ]);
  });

  it('keeps only the last part of a path as the file name', async () => {
    const { agent } = await player();
    const answer = await upload(
      agent,
      PNG,
      `type=payment&file_name=${encodeURIComponent('C:\\fakepath\\card.png')}`,
    );
    expect(answer.body.file_name).toBe('card.png');
  });

  it('refuses a file whose bytes are no image or PDF, whatever its name says, and stores nothing', async () => {
    const { agent } = await player();
    const before = await databaseSnapshot(server.db!);
    const answer = await upload(
      agent,
      Buffer.from('just some text, not a picture'),
      'type=identity&file_name=id.png',
      {
        'content-type': 'image/png',
      },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: ['must be a PNG, JPEG or WebP image or a PDF'] });
    expect(await databaseSnapshot(server.db!)).toBe(before);
  });

  it('refuses an empty file', async () => {
    const { agent } = await player();
    const answer = await upload(agent, Buffer.alloc(0));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: ['is empty'] });
  });

  it('answers 413 with the limit for a file over 5 MB, and stores nothing', async () => {
    const { agent } = await player();
    const before = await databaseSnapshot(server.db!);
    const big = Buffer.concat([PNG, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const answer = await upload(agent, big);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      error: 'payload_too_large',
      errors: { file: ['must be at most 5 MB'] },
    });
    expect(await databaseSnapshot(server.db!)).toBe(before);
  });

  it('takes a file of exactly the limit', async () => {
    const { agent } = await player();
    const exact = Buffer.concat([PNG, Buffer.alloc(DOCUMENT_MAX_BYTES - PNG.length)]);
    const answer = await upload(agent, exact);
    expect(answer.status).toBe(201);
    expect(answer.body.size_bytes).toBe(DOCUMENT_MAX_BYTES);
  });

  it('refuses a JSON body, other media types, an unknown document type and a missing name', async () => {
    const { agent } = await player();
    const json = await agent.request('POST', '/api/player/documents?type=identity&file_name=a.png', {
      file: 'x',
    });
    expect(json.status).toBe(415);
    const text = await upload(agent, 'hello', 'type=identity&file_name=a.txt', {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);
    expect((await upload(agent, PNG, 'type=selfie&file_name=a.png')).status).toBe(400);
    expect((await upload(agent, PNG, 'type=identity')).status).toBe(400);
    expect((await upload(agent, PNG, 'type=identity&file_name=a%01.png')).status).toBe(400);
    expect((await agent.get<PlayerDocument[]>('/api/player/documents')).body).toEqual([]);
  });

  it('answers a repeat with the same Idempotency-Key with the first document, stored once', async () => {
    const { agent } = await player();
    const key = { 'idempotency-key': 'upload-once-1' };
    const first = await upload(agent, PNG, 'type=identity&file_name=id.png', key);
    const again = await upload(agent, PNG, 'type=identity&file_name=id.png', key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect((await agent.get<PlayerDocument[]>('/api/player/documents')).body).toHaveLength(1);
    // The same key with another file is another request: refused, nothing stored.
    const other = await upload(agent, PDF, 'type=identity&file_name=id.png', key);
    expect(other.status).toBe(422);
    expect((await agent.get<PlayerDocument[]>('/api/player/documents')).body).toHaveLength(1);
  });

  it('keeps at most the allowed number of documents per player', async () => {
    const { agent } = await player();
    for (let i = 0; i < DOCUMENTS_PER_PLAYER_MAX; i += 1) expect((await upload(agent, PNG)).status).toBe(201);
    const answer = await upload(agent, PNG);
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.file?.[0]).toContain(String(DOCUMENTS_PER_PLAYER_MAX));
  });

  it('answers guests 401', async () => {
    const guest = new PlayerAgent(server.app);
    expect((await guest.get('/api/player/documents')).status).toBe(401);
    expect((await upload(guest, PNG)).status).toBe(401);
  });

  it('never shows a player the documents of another: not listed, and 404 by id', async () => {
    const { agent: owner } = await player();
    const stored = (await upload(owner, PNG)).body;
    expect((await owner.get<PlayerDocument>(`/api/player/documents/${stored.id}`)).body).toEqual(stored);
    const { agent: other } = await player();
    expect((await other.get<PlayerDocument[]>('/api/player/documents')).body).toEqual([]);
    expect((await other.get(`/api/player/documents/${stored.id}`)).status).toBe(404);
    expect((await other.get('/api/player/documents/999999')).status).toBe(404);
  });
});

describe('the admin reviews documents', () => {
  it('refuses every admin call without the token (401)', async () => {
    const { agent } = await player();
    const stored = await upload(agent, PNG);
    const before = await databaseSnapshot(server.db!);
    const id = stored.body.id;
    const calls = [
      agent.get('/sandbox/admin/documents'),
      agent.get(`/sandbox/admin/documents/${id}/file`),
      agent.post(`/sandbox/admin/documents/${id}/approve`),
      agent.post(`/sandbox/admin/documents/${id}/reject`, { reason: 'no' }),
      agent.post('/sandbox/admin/sow-questionnaire', { email: 'a@example.com', expires_at: null }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(401);
    const wrong = await agent.get('/sandbox/admin/documents', { authorization: 'Bearer wrong-token' });
    expect(wrong.status).toBe(401);
    expect(await databaseSnapshot(server.db!)).toBe(before);
  });

  it('lists pending documents with the e-mail, downloads one, approves it and verifies the player', async () => {
    const { agent, email } = await player();
    const identity = (await upload(agent, PNG)).body;
    const address = (await upload(agent, PDF, 'type=address&file_name=bill.pdf')).body;
    expect((await playerOf(agent)).sumsub_verified).toBeNull();

    const pending = await agent.get<(PlayerDocument & { email: string })[]>(
      '/sandbox/admin/documents?status=pending',
      admin(),
    );
    expect(pending.status).toBe(200);
    expect(pending.body.filter((d) => d.email === email).map((d) => d.id)).toEqual([address.id, identity.id]);

    const file = await server.app.inject({
      method: 'GET',
      url: `/sandbox/admin/documents/${identity.id}/file`,
      headers: { host: 'nova.localhost', ...admin() },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const approved = await agent.request<PlayerDocument>(
      'POST',
      `/sandbox/admin/documents/${identity.id}/approve`,
      undefined,
      admin(),
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', reason: null });
    expect(approved.body.reviewed_at).not.toBeNull();
    expect((await playerOf(agent)).sumsub_verified).toBe(true);

    // Reviewed once: a second verdict is refused.
    const again = await agent.post(
      `/sandbox/admin/documents/${identity.id}/reject`,
      { reason: 'late' },
      admin(),
    );
    expect(again.status).toBe(422);
  });

  it('rejects a document with a reason; a refused proof of identity fails the check', async () => {
    const { agent } = await player();
    const identity = (await upload(agent, PNG)).body;
    const rejected = await agent.post<PlayerDocument>(
      `/sandbox/admin/documents/${identity.id}/reject`,
      { reason: 'The photo is blurred' },
      admin(),
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
    expect((await playerOf(agent)).sumsub_verified).toBe(false);
    const mine = await agent.get<PlayerDocument[]>('/api/player/documents');
    expect(mine.body[0]).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
  });

  it('answers 404 for an unknown document and 400 for a reason missing or blank', async () => {
    const { agent } = await player();
    const stored = (await upload(agent, PNG)).body;
    expect((await agent.post('/sandbox/admin/documents/999999/approve', undefined, admin())).status).toBe(
      404,
    );
    expect((await agent.get('/sandbox/admin/documents/999999/file', admin())).status).toBe(404);
    expect((await agent.post(`/sandbox/admin/documents/${stored.id}/reject`, {}, admin())).status).toBe(400);
    expect(
      (await agent.post(`/sandbox/admin/documents/${stored.id}/reject`, { reason: '   ' }, admin())).status,
    ).toBe(422);
  });

  it('sets and clears the SOW questionnaire expiry the player sees', async () => {
    const { agent, email } = await player();
    const set = await agent.post(
      '/sandbox/admin/sow-questionnaire',
      { email, expires_at: '2031-03-31T00:00:00Z' },
      admin(),
    );
    expect(set.status).toBe(200);
    expect((await playerOf(agent)).sow_questionnaire_expires_at).toBe('2031-03-31T00:00:00.000Z');
    await agent.post('/sandbox/admin/sow-questionnaire', { email, expires_at: null }, admin());
    expect((await playerOf(agent)).sow_questionnaire_expires_at).toBeNull();
    const bad = await agent.post('/sandbox/admin/sow-questionnaire', { email, expires_at: 'soon' }, admin());
    expect(bad.status).toBe(422);
    const nobody = await agent.post(
      '/sandbox/admin/sow-questionnaire',
      { email: 'nobody@example.com', expires_at: null },
      admin(),
    );
    expect(nobody.status).toBe(404);
  });

  it('shows the documents to review on /sandbox/admin', async () => {
    const page = await server.app.inject({
      url: '/sandbox/admin',
      headers: { host: 'nova.localhost', accept: 'text/html', ...admin() },
    });
    expect(page.statusCode).toBe(200);
    const document = new new Window().DOMParser().parseFromString(page.body, 'text/html');
    expect(document.querySelector('#documents-title')?.textContent).toBe('Documents to review');
    expect([...document.querySelectorAll('#documents th')].map((th) => th.textContent)).toEqual([
      '#',
      'Player',
      'Document',
      'File',
      'Uploaded',
      'Action',
    ]);
    expect(page.body).toContain(`const documentsPath = "${ADMIN_DOCUMENTS_PATH}"`);
  });
});
