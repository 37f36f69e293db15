/** Shown until geo and the player are known; the same look as the static one in index.html. */
export function Preloader() {
  return (
    <div className="cr-preloader" aria-busy="true">
      <span className="cr-preloader__spinner" aria-hidden="true" />
    </div>
  );
}
