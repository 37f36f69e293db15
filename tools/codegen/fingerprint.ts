import { createHash } from 'node:crypto';
import { documentSchemas, sharedSchemas } from '../../schemas/index.ts';
import type { AnyWidgetDefinition } from '../../runtime/slots/define-widget.ts';

/**
 * Hash of every schema the validators are compiled from. The generated validators carry it, so
 * that the CLI can tell whether they are current and skip compiling with Ajv.
 */
export function schemasFingerprint(widgets: readonly AnyWidgetDefinition[]): string {
  const input = JSON.stringify({
    shared: sharedSchemas,
    documents: documentSchemas,
    widgets: widgets.map((w) => [w.id, w.props]),
  });
  return createHash('sha256').update(input).digest('hex').slice(0, 16);
}
