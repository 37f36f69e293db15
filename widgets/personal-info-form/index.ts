import { defineWidget } from '../../runtime/slots/index.ts';
import { personalInfoFormProps } from './personal-info-form.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * Content of the `personal-info` popup (and of `edit-profile`): the player fields of a context
 * (spec §5), checked on leaving a field and on submit, saved with PATCH /api/player, then on to
 * `continueTo` (or the popup just closes).
 */
export const personalInfoForm = defineWidget<typeof personalInfoFormProps>({
  id: 'personal-info-form',
  version: 1,
  props: personalInfoFormProps,
  migrations: [],
  load: () => import('./personal-info-form.tsx'),
  example: { context: 'deposit', show: 'missing', continueTo: '/deposit' },
});
