import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  documentFileProblem,
  looksLikeDocument,
  sniffDocumentType,
  sowQuestionnaire,
  verificationState,
} from './verification.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const WEBP = text('RIFF\u0010\u0000\u0000\u0000WEBP');
const PDF = text('%PDF-1.7\n');

describe('sniffDocumentType', () => {
  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a WebP', WEBP, 'image/webp'],
    ['a PDF', PDF, 'application/pdf'],
    ['a RIFF that is no WebP (a WAV)', text('RIFF\u0010\u0000\u0000\u0000WAVE'), null],
    ['text', text('hello world!'), null],
    ['a GIF', text('GIF89a'), null],
    ['a PNG cut short', PNG.slice(0, 4), null],
    ['nothing', new Uint8Array(0), null],
  ])('reads %s', (_name, head, mime) => {
    expect(sniffDocumentType(head)).toBe(mime);
  });
});

describe('looksLikeDocument', () => {
  it.each([
    [{ name: 'passport.PNG', type: '' }, true],
    [{ name: 'scan', type: 'application/pdf' }, true],
    [{ name: 'photo.jpeg', type: 'image/jpeg' }, true],
    [{ name: 'notes.txt', type: 'text/plain' }, false],
    [{ name: 'movie.mp4', type: 'video/mp4' }, false],
  ])('tells %o: %s', (file, expected) => {
    expect(looksLikeDocument(file)).toBe(expected);
  });
});

describe('documentFileProblem', () => {
  const file = (size: number, name = 'id.png', type = 'image/png') => ({ name, type, size });

  it('accepts an image or a PDF up to the size limit', () => {
    expect(documentFileProblem(file(DOCUMENT_MAX_BYTES), PNG)).toBeNull();
    expect(documentFileProblem(file(1_000, 'bill.pdf', 'application/pdf'), PDF)).toBeNull();
  });

  it('refuses an empty file and one over the limit', () => {
    expect(documentFileProblem(file(0), PNG)).toBe('empty');
    expect(documentFileProblem(file(DOCUMENT_MAX_BYTES + 1), PNG)).toBe('too-large');
  });

  it('goes by the first bytes, not the name: a text file named .png is refused', () => {
    expect(documentFileProblem(file(100, 'id.png', 'image/png'), text('not an image'))).toBe('wrong-type');
    expect(documentFileProblem(file(100, 'scan.bin', ''), PDF)).toBeNull();
  });

  it('goes by type and name while the first bytes are not read', () => {
    expect(documentFileProblem(file(100, 'notes.txt', 'text/plain'))).toBe('wrong-type');
    expect(documentFileProblem(file(100))).toBeNull();
  });
});

describe('verificationState', () => {
  const doc = (status: string, created_at: string, reason: string | null = null) => ({
    type: 'identity',
    status,
    reason,
    created_at,
  });

  it('is not verified before any document', () => {
    expect(verificationState(null, [])).toEqual({ state: 'not-verified', reason: null });
  });

  it('is pending while a document waits for review', () => {
    const documents = [
      doc('rejected', '2026-01-01T00:00:00Z', 'blurred'),
      doc('pending', '2026-01-02T00:00:00Z'),
    ];
    expect(verificationState(null, documents)).toEqual({ state: 'pending', reason: null });
  });

  it('is rejected with the reason of the newest document when it was refused', () => {
    const documents = [
      doc('approved', '2026-01-03T00:00:00Z'),
      doc('rejected', '2026-01-04T00:00:00Z', 'Expired'),
    ];
    expect(verificationState(null, documents)).toEqual({ state: 'rejected', reason: 'Expired' });
  });

  it('is rejected without a reason when the identity check failed', () => {
    expect(verificationState(false, [])).toEqual({ state: 'rejected', reason: null });
  });

  it('is verified once the identity check passed, whatever waits', () => {
    expect(verificationState(true, [doc('pending', '2026-01-02T00:00:00Z')])).toEqual({
      state: 'verified',
      reason: null,
    });
  });
});

describe('sowQuestionnaire', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');

  it('is absent without a date', () => {
    expect(sowQuestionnaire(null, now)).toBeNull();
    expect(sowQuestionnaire('', now)).toBeNull();
    expect(sowQuestionnaire('soon', now)).toBeNull();
  });

  it('tells a date to come from one that has passed', () => {
    expect(sowQuestionnaire('2026-08-01T00:00:00Z', now)).toEqual({
      expiresAt: '2026-08-01T00:00:00Z',
      expired: false,
    });
    expect(sowQuestionnaire('2026-05-01T00:00:00Z', now)?.expired).toBe(true);
  });
});
