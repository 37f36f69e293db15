/** What an unknown widget id renders: a notice in development, nothing in production. */
export function MissingWidgetNotice({ id }: { id: string }) {
  if (import.meta.env.PROD) return null;
  return (
    <div role="note" className="cr-widget-notice">
      Unknown widget “{id}”: check the layout JSON (croupier validate reports it).
    </div>
  );
}
