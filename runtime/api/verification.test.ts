import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../state/event-bus.ts';
import { REQUEST_TIMEOUT_MS } from './client.ts';
import { ApiError, NetworkError, TimeoutError } from './errors.ts';
import { uploadDocument, type DocumentUpload } from './verification.ts';

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

/** An XMLHttpRequest that records what is sent and lets the test play the server. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: Listener[] = [];
  upload = { addEventListener: (_type: string, listener: Listener) => this.uploadListeners.push(listener) };

  open(method: string, url: string) {
    this.method = method;
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
    this.aborted = true;
    this.fire('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners) listener({ loaded, total, lengthComputable: true });
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

const FILE = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const UPLOAD: DocumentUpload = {
  type: 'identity',
  file: FILE,
  fileName: 'my id.png',
  size: 4,
  lastModified: 1,
};
const DOCUMENT = {
  id: 3,
  type: 'identity',
  file_name: 'my id.png',
  content_type: 'image/png',
  size_bytes: 4,
  status: 'pending',
  reason: null,
  created_at: '2026-01-01T00:00:00.000Z',
  reviewed_at: null,
};

function start(options: Parameters<typeof uploadDocument>[2] = {}) {
  const xhr = new FakeXhr();
  const result = uploadDocument(UPLOAD, 'key-1', {
    ...options,
    createRequest: () => xhr as unknown as XMLHttpRequest,
  });
  return { xhr, result };
}

beforeEach(() => {
  // Failed calls are logged (spec §8); these tests fail them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('uploadDocument', () => {
  it('sends the file as the body with its type and name in the query, the key and the default headers', async () => {
    const { xhr, result } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/player/documents?type=identity&file_name=my+id.png');
    expect(xhr.body).toBe(FILE);
    expect(xhr.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      'Content-Type': 'application/octet-stream',
      'X-Requested-With': 'XMLHttpRequest',
    });
    xhr.answer(201, DOCUMENT);
    await expect(result).resolves.toEqual(DOCUMENT);
  });

  it('reports the upload progress as it goes', async () => {
    const onProgress = vi.fn();
    const { xhr, result } = start({ onProgress });
    xhr.progress(1, 4);
    xhr.progress(4, 4);
    xhr.answer(201, DOCUMENT);
    await result;
    expect(onProgress.mock.calls).toEqual([[{ loaded: 1, total: 4 }], [{ loaded: 4, total: 4 }]]);
  });

  it('fails with the server answer for an HTTP error, and tells the app of a lost session', async () => {
    const authErrors = vi.fn();
    bus.on('auth-error', authErrors);
    const refused = start();
    refused.xhr.answer(422, { errors: { file: ['must be a PNG, JPEG or WebP image or a PDF'] } });
    const error = await refused.result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body).toEqual({
      errors: { file: ['must be a PNG, JPEG or WebP image or a PDF'] },
    });
    expect(authErrors).not.toHaveBeenCalled();

    const signedOut = start();
    signedOut.xhr.answer(401, { error: 'unauthorized' });
    await expect(signedOut.result).rejects.toBeInstanceOf(ApiError);
    expect(authErrors).toHaveBeenCalledTimes(1);
    bus.off('auth-error', authErrors);
  });

  it('fails as a network error when the connection drops', async () => {
    const { xhr, result } = start();
    xhr.fire('error');
    await expect(result).rejects.toBeInstanceOf(NetworkError);
  });

  it('gives up when nothing moves for the request timeout, but not while the upload progresses', async () => {
    vi.useFakeTimers();
    const { xhr, result } = start();
    const settled = result.catch((e: unknown) => e);
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    xhr.progress(2, 4);
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(xhr.aborted).toBe(true);
    expect(await settled).toBeInstanceOf(TimeoutError);
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const { xhr, result } = start({ signal: controller.signal });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(result).rejects.toBeTruthy();
  });
});
