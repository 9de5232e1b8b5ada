import type { KeyboardEvent } from 'react';

/** PageUp and PageDown move this many people at once in a people × days grid. */
const ROWS_PER_JUMP = 10;

/**
 * Where a key moves the active cell of a people × days grid (the calendar, the planner): arrows
 * by one, Home and End to the row's ends (with Ctrl to the grid's corners), PageUp and PageDown
 * by ten people; null for any other key. The caller keeps the cell inside the grid.
 */
export function gridMove(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey'>,
  { row, col }: { row: number; col: number },
  lastRow: number,
  lastCol: number,
): [number, number] | null {
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [row, col - 1],
    ArrowRight: [row, col + 1],
    ArrowUp: [row - 1, col],
    ArrowDown: [row + 1, col],
    Home: e.ctrlKey ? [0, 0] : [row, 0],
    End: e.ctrlKey ? [lastRow, lastCol] : [row, lastCol],
    PageUp: [row - ROWS_PER_JUMP, col],
    PageDown: [row + ROWS_PER_JUMP, col],
  };
  return moves[e.key] ?? null;
}
