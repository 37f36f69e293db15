import { useEffect } from 'react';
import type { WidgetRenderProps } from '../../runtime/slots/define-widget.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import type { RestrictedGeoNoticeProps } from './restricted-geo-notice.schema.ts';

/** A fixed toast id: pushing again replaces the toast instead of stacking a second one. */
export const RESTRICTED_GEO_TOAST_ID = 'restricted-geo';

export default function RestrictedGeoNotice({ props }: WidgetRenderProps<RestrictedGeoNoticeProps>) {
  const push = useToastStore((s) => s.push);
  const messageKey = props.messageKey ?? 'OOPS.RESTRICTED_GEO';
  useEffect(() => {
    push({ id: RESTRICTED_GEO_TOAST_ID, kind: 'warning', messageKey, persistent: true });
  }, [push, messageKey]);
  return null;
}
