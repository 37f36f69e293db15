// Game tiles, shared by every widget that lists games (widgets cannot import each other).
export { GameTile, GAME_TILE_IMAGE, type GameTileProps } from './game-tile.tsx';
export { ModelGameTile, type ModelGameTileProps } from './model-game-tile.tsx';
export { GameTileSkeleton } from './game-tile-skeleton.tsx';
export { gamePath, localePrefixOf, registrationPath, type GameLinkFields } from './game-links.ts';
export { useGameTiles, useHiddenProviders, useVisibleGames, type GameTilesModel } from './use-game-tiles.ts';
