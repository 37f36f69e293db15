/**
 * What a verification document proves; the player picks one per upload. A module of its own: the
 * widget catalogue (in the lobby's bundle) needs the list, not the rest of the verification rules.
 */
export const DOCUMENT_TYPES = ['identity', 'address', 'payment'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
