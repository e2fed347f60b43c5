import { balancedColumns } from '@pv/shared/ui/balanced-grid';

/** The cards of each row, e.g. [3, 2], and the tracks each row fills. */
function rows(count: number, max: number) {
  const { tracks, spanOf } = balancedColumns(count, max);
  const result: { cards: number; filled: number }[] = [];
  let row = { cards: 0, filled: 0 };
  for (let index = 0; index < count; index += 1) {
    if (row.filled + spanOf(index) > tracks) {
      result.push(row);
      row = { cards: 0, filled: 0 };
    }
    row = { cards: row.cards + 1, filled: row.filled + spanOf(index) };
  }
  result.push(row);
  return { tracks, rows: result };
}

describe('balancedColumns', () => {
  it('puts a few cards on one row', () => {
    expect(rows(2, 3)).toEqual({ tracks: 2, rows: [{ cards: 2, filled: 2 }] });
    expect(rows(3, 3).rows.map((row) => row.cards)).toEqual([3]);
  });

  it('takes the largest column count that fills every row', () => {
    expect(rows(4, 3).rows.map((row) => row.cards)).toEqual([2, 2]);
    expect(rows(6, 4).rows.map((row) => row.cards)).toEqual([3, 3]);
    expect(rows(9, 3).rows.map((row) => row.cards)).toEqual([3, 3, 3]);
    expect(rows(27, 4).rows.map((row) => row.cards)).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 3]);
  });

  it('spreads the last row over the whole width when no column count fills every row', () => {
    // Five advisors at three a row: three thirds, then two halves.
    expect(rows(5, 3)).toEqual({
      tracks: 6,
      rows: [
        { cards: 3, filled: 6 },
        { cards: 2, filled: 6 },
      ],
    });
    // Three figures two a row on a phone: the third takes the whole row.
    expect(rows(3, 2)).toEqual({
      tracks: 2,
      rows: [
        { cards: 2, filled: 2 },
        { cards: 1, filled: 2 },
      ],
    });
    expect(rows(7, 4).rows).toEqual([
      { cards: 4, filled: 12 },
      { cards: 3, filled: 12 },
    ]);
  });

  it('never leaves a row with an empty slot, for any count up to 30 and up to 5 a row', () => {
    for (let max = 1; max <= 5; max += 1) {
      for (let count = 1; count <= 30; count += 1) {
        const { tracks, rows: filled } = rows(count, max);
        expect(filled.every((row) => row.filled === tracks)).toBe(true);
        expect(filled.every((row) => row.cards <= max)).toBe(true);
      }
    }
  });
});
