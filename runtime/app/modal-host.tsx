import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Layout } from '../../schemas/layout.schema.ts';
import { Slot } from '../slots/slot.tsx';
import { useModalStore, type ModalEntry } from '../state/modal-store.ts';
import { Modal } from '../ui/modal.tsx';

/** Popups whose content fills a phone screen (spec §2: login, registration, search...). */
const FULL_SCREEN_ON_MOBILE = new Set([
  'login',
  'registration',
  'remind',
  'new-password',
  'search',
  'personal-info',
  'edit-profile',
  'cashbox',
]);

/**
 * Popups whose frame shows at the tap and their content right after (Modal's `deferContent`):
 * search (a grid of games) and the sign-in and sign-up forms. Not the cashbox: a player who taps
 * Deposit waits for its amount field, and a render more would make them wait longer.
 */
const DEFER_CONTENT = new Set(['search', 'login', 'registration']);

function modalTitleKey(name: string): string {
  return `MODALS.${name.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * Renders the modal stack. A popup's content is the `modals` layout slot of the same name; a
 * popup with no widgets configured is not offered (nothing is rendered for it).
 */
export function ModalHost({ layout }: { layout: Layout | undefined }) {
  const stack = useModalStore((s) => s.stack);
  const close = useModalStore((s) => s.close);
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (!layout) return null;

  const onClose = (entry: ModalEntry) => {
    close(entry.id);
    // A popup opened by its route (/login) goes back to the page it was opened over.
    if (entry.params.closeTo) void navigate(entry.params.closeTo, { replace: true });
  };

  return (
    <>
      {stack
        .filter((entry) => (layout.slots[entry.name]?.length ?? 0) > 0)
        .map((entry) => (
          <Modal
            key={entry.id}
            open={!entry.closing}
            onClose={() => onClose(entry)}
            title={t(modalTitleKey(entry.name))}
            fullScreen={FULL_SCREEN_ON_MOBILE.has(entry.name) ? 'mobile' : 'never'}
            deferContent={DEFER_CONTENT.has(entry.name)}
          >
            <Slot layout={layout} name={entry.name} />
          </Modal>
        ))}
    </>
  );
}
