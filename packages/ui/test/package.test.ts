import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as ui from '../src/index';

const source = (file: string) => readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');

describe('@wordrise/ui', () => {
  it('marks the interactive components as client components', () => {
    for (const file of [
      'board3d.tsx',
      'rack.tsx',
      'turn-controls.tsx',
      'move-list.tsx',
      'oracle-panel.tsx',
    ]) {
      expect(source(file).startsWith("'use client';"), file).toBe(true);
    }
  });

  it('keeps the pure helpers out of client modules, so servers can call them', () => {
    for (const file of [
      'lib/labels.ts',
      'lib/spelling.ts',
      'lib/clock.ts',
      'lib/oracle.ts',
      'lib/view3d.ts',
      'lib/view-speech.ts',
      'lib/cells.ts',
      'lib/rack.ts',
      'lib/moves.ts',
      'scoreboard.tsx',
      'tile.tsx',
    ]) {
      expect(source(file), file).not.toContain('use client');
    }
  });

  it('exports every component and helper from the index', () => {
    for (const name of [
      'Tile',
      'Board3D',
      'Rack',
      'TurnControls',
      'ErrorLine',
      'Scoreboard',
      'MoveList',
      'OraclePanel',
      'squareLabel',
      'letterLabel',
      'spellWord',
      'foldSpelling',
      'wordContains',
      'NO_SPELLING',
      'formatClock',
      'clockLabel',
      'filterPlays',
      'rankPlays',
      'viewTransform',
      'dragView',
      'pinchView',
      'panView',
      'moveTile',
      'applyOrder',
      'shuffleOrder',
      'boardCells',
      'describeMove',
    ]) {
      expect(ui, name).toHaveProperty(name);
    }
  });
});
