import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import type { DocumentStatus, DocumentType } from '../rules/verification.ts';
import { bus } from '../state/event-bus.ts';
import {
  apiRequest,
  buildUrl,
  DEFAULT_HEADERS,
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_TIMEOUT_MS,
} from './client.ts';
import { ApiError, NetworkError, RateLimitedError, TimeoutError } from './errors.ts';
import { logged } from './log-failure.ts';

/**
 * Identity verification: the documents a player uploads for review. The platform reference shows
 * no call for them; these are the sandbox's: `GET /api/player/documents` lists them and
 * `POST /api/player/documents?type=&file_name=` takes one file as the request body (the file's
 * bytes, not JSON, so that its upload can report progress and needs no encoding).
 */

export const DOCUMENTS_PATH = '/api/player/documents';

/** One uploaded document and its review. */
export interface PlayerDocument {
  id: number;
  type: DocumentType | (string & {});
  file_name: string;
  /** The kind its bytes show (image/png, image/jpeg, image/webp, application/pdf). */
  content_type: string;
  size_bytes: number;
  status: DocumentStatus | (string & {});
  /** Why it was rejected; null otherwise. */
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

/** The player's documents, newest first. */
export function getDocuments(signal?: AbortSignal): Promise<PlayerDocument[]> {
  return logged('getDocuments', apiRequest<PlayerDocument[]>('GET', DOCUMENTS_PATH, { signal }));
}

export function getDocumentsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.documents(),
    queryFn: ({ signal }) => getDocuments(signal),
  });
}

/** One document to upload: what it proves and the file. */
export interface DocumentUpload {
  type: DocumentType;
  file: Blob;
  /** The file's name, size and date identify the user action (a Blob has no JSON form). */
  fileName: string;
  size: number;
  lastModified: number;
}

/** How much of an upload has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Tests give a fake; the browser's by default. */
  createRequest?: () => XMLHttpRequest;
}

const parseBody = (text: string): unknown => {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Uploads one document with its Idempotency-Key (one per user action: a repeat of an upload that
 * got no answer is answered with the first result). Sent by XMLHttpRequest, whose upload reports
 * progress, which fetch cannot do over HTTP/1.1. Sent once: a player who lost the answer sends it
 * again with the same key. Errors are the API client's: `ApiError` for an HTTP error (401 also
 * emits `auth-error`), `NetworkError`, and `TimeoutError` when nothing moves for 30 s.
 */
export function uploadDocument(
  upload: DocumentUpload,
  idempotencyKey: string,
  options: UploadOptions = {},
): Promise<PlayerDocument> {
  const url = buildUrl(DOCUMENTS_PATH, { type: upload.type, file_name: upload.fileName });
  const request = { url, method: 'POST' };
  const send = new Promise<PlayerDocument>((resolve, reject) => {
    const xhr = options.createRequest?.() ?? new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    // No answer and no upload progress for the request timeout (spec §9): given up.
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, REQUEST_TIMEOUT_MS);
    };
    const abort = () => xhr.abort();
    const done = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
    };
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(DEFAULT_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    // The server tells the kind by the file's bytes; the declared type is only a hint.
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.addEventListener('progress', (event) => {
      arm();
      options.onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : upload.size,
      });
    });
    xhr.addEventListener('load', () => {
      done();
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as PlayerDocument);
        return;
      }
      const init = { ...request, status: xhr.status, statusText: xhr.statusText, body };
      if (xhr.status === 401) bus.emit('auth-error', { url });
      reject(
        xhr.status === 429
          ? new RateLimitedError({ ...init, retryAfter: xhr.getResponseHeader('retry-after') })
          : new ApiError(init),
      );
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new NetworkError(new Error('Network Error'), request));
    });
    xhr.addEventListener('abort', () => {
      done();
      if (timedOut) reject(new TimeoutError(REQUEST_TIMEOUT_MS, request));
      else reject(options.signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    });
    if (options.signal?.aborted) {
      reject(options.signal.reason);
      return;
    }
    options.signal?.addEventListener('abort', abort);
    arm();
    xhr.send(upload.file);
  });
  return logged('uploadDocument', send);
}
