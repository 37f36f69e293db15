// Kept so that existing imports keep working: the search hook now lives in games.ts (and index.ts).
export { SEARCH_FAILURE_NAME, useGameSearch } from './games.ts';
