import type { FastifyBaseLogger } from 'fastify';
import { describeDropped } from '../../../runtime/config/document-items.ts';
import { configDocumentKind, validateDocumentItems } from '../../../runtime/config/validate.ts';

/**
 * Tells the content manager, in the server's log (a warning), when a served CMS document has broken
 * entries (which the client leaves out) or is broken whole (which the client replaces by its empty
 * value): the file and the reason, once per version of the file.
 */
export class ConfigProblemsLog {
  /** Documents already checked: the file cache hands out the same value until the file changes. */
  private readonly checked = new WeakSet<object>();
  private readonly checkedText = new Set<string>();

  /**
   * Checks a config document as served (`file`: the path to name in the log) and writes its
   * problems to `log` (the request's logger).
   */
  async check(
    log: Pick<FastifyBaseLogger, 'warn'>,
    file: string,
    name: string,
    value: unknown,
  ): Promise<void> {
    const kind = configDocumentKind(name);
    if (!kind || this.seen(file, value)) return;
    const warn = (message: string) => log.warn({ file }, `${file}: ${message}`);
    let check;
    try {
      check = await validateDocumentItems(kind, value);
    } catch (error) {
      warn(`not checked (validators unavailable: ${String(error)})`);
      return;
    }
    if (!check.ok) {
      const reasons = check.issues.map((issue) => `${issue.pointer || '/'} ${issue.message}`).join('; ');
      warn(`invalid, the client shows its empty state instead: ${reasons}`);
      return;
    }
    for (const item of check.dropped) warn(describeDropped(item));
  }

  private seen(file: string, value: unknown): boolean {
    if (value !== null && typeof value === 'object') {
      if (this.checked.has(value)) return true;
      this.checked.add(value);
      return false;
    }
    const key = `${file}\u0000${String(value)}`;
    if (this.checkedText.has(key)) return true;
    this.checkedText.add(key);
    return false;
  }
}
