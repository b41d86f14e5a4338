export { Tile, tileLabel, type TileProps } from './tile';
