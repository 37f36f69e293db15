import { useState } from 'react';
import {
  getDocumentsQueryOptions,
  uploadDocument,
  type DocumentUpload,
  type UploadProgress,
} from '../api/verification.ts';
import { useKeyedMutation, usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

/** The player's verification documents, newest first. */
export function useDocuments() {
  return usePlayerQuery(getDocumentsQueryOptions());
}

/**
 * Uploads a verification document: one Idempotency-Key per user action (a repeat of an upload that
 * got no answer is the same action), with the upload's progress while it runs (null otherwise).
 */
export function useUploadDocument() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useKeyedMutation({
    mutationFn: async (upload: DocumentUpload, key: string) => {
      setProgress({ loaded: 0, total: upload.size });
      try {
        return await uploadDocument(upload, key, { onProgress: setProgress });
      } finally {
        setProgress(null);
      }
    },
    invalidates: [queryKeys.player.documents()],
  });
  return { ...mutation, progress };
}
