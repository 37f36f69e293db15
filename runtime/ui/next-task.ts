/**
 * Resolves in a task of its own, after what the browser has queued meanwhile (a frame, an input):
 * the steps of the app's start each run in one, so that none is a long task with the next.
 * @example await nextTask();
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
