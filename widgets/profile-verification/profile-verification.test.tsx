import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { DOCUMENT_MAX_BYTES } from '../../runtime/rules/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { profileVerification } from './index.ts';

const PLAYER = {
  id: 7,
  email: 'ada@example.com',
  currency: 'EUR',
  statuses: [],
  sumsub_verified: null,
  sow_questionnaire_expires_at: null,
};
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 7, 7]);
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

const doc = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  type: 'identity',
  file_name: 'passport.png',
  content_type: 'image/png',
  size_bytes: 2_048,
  status: 'pending',
  reason: null,
  created_at: '2026-05-01T10:00:00.000Z',
  reviewed_at: null,
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers GET /api/player/documents; records how often it was asked. */
function stubDocuments(answer: () => Response | Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
    calls.push(path);
    return path === '/api/player/documents' ? answer() : json(404, { error: 'not_found' });
  });
  return calls;
}

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

/** The browser's XMLHttpRequest as the upload uses it; each one made is kept for the test to answer. */
class FakeXhr {
  static made: FakeXhr[] = [];
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  private progressListeners: Listener[] = [];
  upload = { addEventListener: (_type: string, listener: Listener) => this.progressListeners.push(listener) };
  constructor() {
    FakeXhr.made.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.fire('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.progressListeners) listener({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.fire('load');
  }
  fire(type: string) {
    for (const listener of this.listeners[type] ?? []) listener();
  }
}

async function renderVerification(
  data: { player?: Record<string, unknown>; documents?: unknown[] } = {},
  options: RenderOptions = {},
) {
  const entries: [readonly unknown[], unknown][] = [
    [queryKeys.player.profile(), { ...PLAYER, ...data.player }],
  ];
  if (data.documents) entries.push([queryKeys.player.documents(), data.documents]);
  return renderWidget(
    profileVerification,
    {},
    {
      route: '/profile/verification',
      ...options,
      context: { auth: 'player', ...options.context },
      queryData: [...entries, ...(options.queryData ?? [])],
    },
  );
}

const fileInput = () => screen.getByLabelText('File') as HTMLInputElement;
const uploadForm = () => screen.getByRole('form', { name: 'Upload a document' });

beforeEach(() => {
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile verification: states', () => {
  it('shows placeholders while the documents load', async () => {
    stubDocuments(() => new Promise<Response>(() => {}));
    await renderVerification();
    expect(screen.getByText('Loading your documents…')).toBeTruthy();
    expect(screen.queryByText('Not verified')).toBeNull();
  });

  it('says when the documents cannot be loaded and loads them again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const calls = stubDocuments(() => (fail ? json(500, { error: 'boom' }) : json(200, [doc()])));
    await renderVerification();
    expect(await screen.findByText('We could not load your documents.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your documents' })).toBeTruthy();
    expect(screen.getByText('Under review', { selector: 'p' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('says so when no document was sent yet, and that the account is not verified', async () => {
    stubDocuments(() => json(200, []));
    await renderVerification({ documents: [] });
    expect(screen.getByText('You have not uploaded any documents yet.')).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(screen.getByText('Upload a proof of identity to verify your account.')).toBeTruthy();
  });

  it('is under review while a document waits, and lists it with its status', async () => {
    stubDocuments(() => json(200, []));
    await renderVerification({ documents: [doc(), doc({ id: 2, type: 'address', file_name: 'bill.pdf' })] });
    expect(screen.getByText('Under review', { selector: 'p' })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Your documents' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Proof of identityUnder reviewpassport.png'),
      expect.stringContaining('Proof of addressUnder reviewbill.pdf'),
    ]);
    expect(items[0]!.textContent).toContain('2 kB');
  });

  it('is rejected with the reason of the refused document', async () => {
    stubDocuments(() => json(200, []));
    await renderVerification({ documents: [doc({ status: 'rejected', reason: 'The photo is blurred' })] });
    expect(screen.getByText('Not accepted')).toBeTruthy();
    expect(
      screen.getByText('Your document was not accepted: The photo is blurred. Please upload a new one.'),
    ).toBeTruthy();
    expect(screen.getByText('Reason: The photo is blurred')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
  });

  it('is verified once the identity check passed', async () => {
    stubDocuments(() => json(200, []));
    await renderVerification({ player: { sumsub_verified: true }, documents: [doc({ status: 'approved' })] });
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Your identity is verified.')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
  });

  it('shows the SOW questionnaire expiry when the player has one, and when it has passed', async () => {
    stubDocuments(() => json(200, []));
    const view = await renderVerification({
      player: { sow_questionnaire_expires_at: '2026-09-30T00:00:00.000Z' },
      documents: [],
    });
    expect(screen.getByText('Your source-of-wealth questionnaire is valid until 30/09/2026.')).toBeTruthy();
    view.unmount();
    await renderVerification({
      player: { sow_questionnaire_expires_at: '2026-04-30T00:00:00.000Z' },
      documents: [],
    });
    expect(screen.getByText(/expired on 30\/04\/2026/)).toBeTruthy();
  });

  it('says nothing of the questionnaire when the player has none', async () => {
    stubDocuments(() => json(200, []));
    await renderVerification({ documents: [] });
    expect(screen.queryByText(/source-of-wealth/)).toBeNull();
  });
});

describe('profile verification: uploading', () => {
  it('uploads the chosen file with its type and a key, shows the progress, then the new document', async () => {
    let listed: unknown[] = [];
    const calls = stubDocuments(() => json(200, listed));
    await renderVerification({ documents: [] });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Document'), 'address');
    await user.upload(fileInput(), new File([PDF_BYTES], 'bill.pdf', { type: 'application/pdf' }));
    await user.click(within(uploadForm()).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    const xhr = FakeXhr.made[0]!;
    expect(xhr.url).toBe('/api/player/documents?type=address&file_name=bill.pdf');
    expect(xhr.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(xhr.body).toBeInstanceOf(File);

    xhr.progress(5, 10);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));

    listed = [doc({ type: 'address', file_name: 'bill.pdf', content_type: 'application/pdf' })];
    xhr.answer(201, listed[0]);
    expect(
      await screen.findByText('“bill.pdf” is uploaded (Proof of address). We will review it shortly.'),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
    await waitFor(() => expect(screen.getByText('bill.pdf')).toBeTruthy());
    expect(calls.filter((path) => path === '/api/player/documents').length).toBeGreaterThan(0);
    expect(fileInput().value).toBe('');
  });

  it('refuses a file over the limit before sending it, and keeps the form', async () => {
    stubDocuments(() => json(200, []));
    await renderVerification({ documents: [] });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Document'), 'payment');
    const big = new File([PNG_BYTES, new Uint8Array(DOCUMENT_MAX_BYTES)], 'card.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(await screen.findByText('This file is larger than 5 MB. Choose a smaller one.')).toBeTruthy();
    await user.click(within(uploadForm()).getByRole('button', { name: 'Upload' }));
    expect(FakeXhr.made).toHaveLength(0);
    expect((screen.getByLabelText('Document') as HTMLSelectElement).value).toBe('payment');
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a file whose bytes are no image or PDF, whatever its name', async () => {
    stubDocuments(() => json(200, []));
    await renderVerification({ documents: [] });
    const user = userEvent.setup();
    await user.upload(fileInput(), new File(['hello, not a picture'], 'id.png', { type: 'image/png' }));
    await user.click(within(uploadForm()).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This file is not a PNG, JPEG or WebP image or a PDF.')).toBeTruthy();
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('asks for a file when none is chosen', async () => {
    stubDocuments(() => json(200, []));
    await renderVerification({ documents: [] });
    await userEvent.setup().click(within(uploadForm()).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a file to upload.')).toBeTruthy();
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('shows the server’s refusal under the file and a 413 as the size limit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubDocuments(() => json(200, []));
    await renderVerification({ documents: [] });
    const user = userEvent.setup();
    await user.upload(fileInput(), new File([PNG_BYTES], 'id.png', { type: 'image/png' }));
    const submit = within(uploadForm()).getByRole('button', { name: 'Upload' });
    await user.click(submit);
    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    FakeXhr.made[0]!.answer(422, {
      error: 'unprocessable_entity',
      errors: { file: ['no more than 30 documents may be kept'] },
    });
    expect(await screen.findByText('no more than 30 documents may be kept')).toBeTruthy();

    await user.click(submit);
    await waitFor(() => expect(FakeXhr.made).toHaveLength(2));
    FakeXhr.made[1]!.answer(413, { error: 'payload_too_large', errors: { file: ['must be at most 5 MB'] } });
    expect(await screen.findByText('This file is larger than 5 MB. Choose a smaller one.')).toBeTruthy();
  });

  it('sends an upload that got no answer again with the same key: one user action', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubDocuments(() => json(200, []));
    await renderVerification({ documents: [] });
    const user = userEvent.setup();
    await user.upload(fileInput(), new File([PNG_BYTES], 'id.png', { type: 'image/png' }));
    const submit = within(uploadForm()).getByRole('button', { name: 'Upload' });
    await user.click(submit);
    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    FakeXhr.made[0]!.fire('error');
    expect(
      await screen.findByText('The upload did not go through. Check your connection and try again.'),
    ).toBeTruthy();

    await user.click(submit);
    await waitFor(() => expect(FakeXhr.made).toHaveLength(2));
    expect(FakeXhr.made[1]!.headers['Idempotency-Key']).toBe(FakeXhr.made[0]!.headers['Idempotency-Key']);
    FakeXhr.made[1]!.answer(201, doc());
    expect(await screen.findByText(/“id.png” is uploaded/)).toBeTruthy();

    // The next upload is a new action with a new key.
    await user.upload(fileInput(), new File([PNG_BYTES], 'id.png', { type: 'image/png' }));
    await user.click(submit);
    await waitFor(() => expect(FakeXhr.made).toHaveLength(3));
    expect(FakeXhr.made[2]!.headers['Idempotency-Key']).not.toBe(FakeXhr.made[0]!.headers['Idempotency-Key']);
  });
});
