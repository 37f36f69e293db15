import { DOCUMENT_TYPES } from '../../runtime/rules/index.ts';
import { defineWidget } from '../../runtime/slots/index.ts';
import { profileVerificationProps } from './profile-verification.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The profile's Verification tab: the state of the player's identity verification (not verified,
 * under review, verified, rejected with the reason), the upload of a document as an image or a PDF
 * of at most 5 MB with its progress, the documents sent and their review, and the expiry of the
 * source-of-wealth questionnaire when the player has one.
 */
export const profileVerification = defineWidget<typeof profileVerificationProps>({
  id: 'profile-verification',
  version: 1,
  props: profileVerificationProps,
  migrations: [],
  load: () => import('./profile-verification.tsx'),
  example: { types: [...DOCUMENT_TYPES] },
});
