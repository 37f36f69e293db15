// The client-state timings of spec §9 are defined once, in runtime/rules/timing.ts.
export { MODAL_CLOSE_DELAY_MS, TOAST_DURATION_MS } from '../rules/timing.ts';
