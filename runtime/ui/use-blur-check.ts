import { useCallback, useEffect, useRef } from 'react';

const PRESS_EVENTS = ['pointerdown', 'mousedown'] as const;
// A touch gesture that turns into a scroll ends in pointercancel, a drag in dragend.
const RELEASE_EVENTS = ['pointerup', 'mouseup', 'pointercancel', 'dragend'] as const;

/**
 * Runs a field's check when the player leaves it, but never while a pointer is pressed.
 *
 * A press on the submit button takes the focus from the field first: a message rendered at that
 * moment pushes the button down, the release lands elsewhere, and the click is lost. So a check
 * that a press caused waits for the release and for the click that follows it (which, on the
 * submit button, checks every field anyway). Leaving with the keyboard checks at once: nothing
 * is hit-tested after a key press.
 * @example const checkOnBlur = useBlurCheck(); <TextField onBlur={() => checkOnBlur(() => recheck(name))} />
 */
export function useBlurCheck(): (check: () => void) => void {
  const pressed = useRef(false);
  const waiting = useRef<(() => void)[]>([]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const press = () => {
      pressed.current = true;
    };
    const release = () => {
      if (!pressed.current) return;
      pressed.current = false;
      // The click is dispatched right after the release, in the same task: run after it.
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const check of waiting.current.splice(0)) check();
      }, 0);
    };
    // Capture on the document: a press anywhere (a field, the submit, a link under the form)
    // counts, and a release outside the form too.
    for (const type of PRESS_EVENTS) document.addEventListener(type, press, true);
    for (const type of RELEASE_EVENTS) document.addEventListener(type, release, true);
    return () => {
      for (const type of PRESS_EVENTS) document.removeEventListener(type, press, true);
      for (const type of RELEASE_EVENTS) document.removeEventListener(type, release, true);
      clearTimeout(timer);
      waiting.current = [];
    };
  }, []);

  return useCallback((check: () => void) => {
    if (pressed.current) waiting.current.push(check);
    else check();
  }, []);
}
