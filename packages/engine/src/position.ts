import { boardFromRows, type Board } from './board';
import { inputError, type RuleError } from './errors';
import { checkPlacementShape, type Placement } from './placement';
import { err, ok, type Result } from './result';
import { isTile, type Ruleset } from './ruleset';
import { DEFAULT_RULESET_KEY, getRuleset } from './rulesets/index';

/**
 * The position and play files of the command-line contract, validated. Errors are
 * `INPUT` errors whose reason names the problem ("row 3 has 9 cells, expected 10");
 * callers add the file name.
 */
export interface Position {
  readonly ruleset: Ruleset;
  readonly board: Board;
  /** The player's tiles, any order. */
  readonly rack: string;
}

type Parsed<T extends object> = Result<T, RuleError>;

/** `{ "ruleset"?, "size"?, "cells": [[stack, …], …], "rack" }` → a position. */
export function parsePosition(data: unknown): Parsed<{ position: Position }> {
  if (!isRecord(data)) return err(inputError('expected a JSON object'));
  const key = data.ruleset ?? DEFAULT_RULESET_KEY;
  if (typeof key !== 'string') return err(inputError('"ruleset" must be a string'));
  const ruleset = getRuleset(key);
  if (!ruleset) return err(inputError(`unknown ruleset ${JSON.stringify(key)}`));

  const expected = ruleset.board.size;
  if (data.size !== undefined && data.size !== expected) {
    return err(
      inputError(
        `size ${JSON.stringify(data.size)} does not match the ${ruleset.key} board (${expected})`,
      ),
    );
  }
  const { cells } = data;
  if (cells === undefined) return err(inputError('"cells" is missing'));
  if (!Array.isArray(cells)) return err(inputError('"cells" must be an array of rows'));
  if (cells.length !== expected)
    return err(inputError(`cells has ${cells.length} rows, expected ${expected}`));
  const rows: string[][] = [];
  for (const [r, row] of cells.entries()) {
    if (!Array.isArray(row)) return err(inputError(`row ${r} is not an array`));
    if (row.length !== expected)
      return err(inputError(`row ${r} has ${row.length} cells, expected ${expected}`));
    for (const [c, stack] of row.entries()) {
      const problem = stackProblem(stack, ruleset);
      if (problem) return err(inputError(`row ${r}, column ${c}: ${problem}`));
    }
    rows.push(row as string[]);
  }

  const { rack } = data;
  if (rack === undefined) return err(inputError('"rack" is missing'));
  if (typeof rack !== 'string') return err(inputError('"rack" must be a string of tiles'));
  const badTile = [...rack].find((t) => !isTile(ruleset, t));
  if (badTile !== undefined)
    return err(inputError(`rack: ${JSON.stringify(badTile)} is not a tile`));
  if (rack.length > ruleset.rackSize) {
    return err(inputError(`rack has ${rack.length} tiles, more than ${ruleset.rackSize}`));
  }
  return ok({ position: { ruleset, board: boardFromRows(rows), rack } });
}

/** `{ "placements": [{ "r", "c", "letter" }, …] }` → placements on `board`. */
export function parsePlay(
  data: unknown,
  board: Board,
  ruleset: Ruleset,
): Parsed<{ placements: Placement[] }> {
  if (!isRecord(data)) return err(inputError('expected a JSON object'));
  const list = data.placements;
  if (!Array.isArray(list)) return err(inputError('"placements" must be an array'));
  const placements: Placement[] = [];
  for (const [i, item] of list.entries()) {
    if (!isRecord(item)) return err(inputError(`placement ${i} is not an object`));
    const { r, c, letter } = item;
    if (!Number.isInteger(r)) return err(inputError(`placement ${i}: "r" must be an integer`));
    if (!Number.isInteger(c)) return err(inputError(`placement ${i}: "c" must be an integer`));
    if (typeof letter !== 'string')
      return err(inputError(`placement ${i}: "letter" must be a string`));
    placements.push({ r: r as number, c: c as number, letter });
  }
  const shapeError = checkPlacementShape(board, placements, ruleset);
  return shapeError ? err(shapeError) : ok({ placements });
}

function stackProblem(stack: unknown, ruleset: Ruleset): string | undefined {
  if (typeof stack !== 'string') return 'a cell must be a string of tiles';
  const badTile = [...stack].find((t) => !isTile(ruleset, t));
  if (badTile !== undefined) return `${JSON.stringify(badTile)} is not a tile`;
  if (stack.length > ruleset.maxStackHeight) {
    return `a stack of ${stack.length} tiles, more than ${ruleset.maxStackHeight}`;
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
