import { describe, expect, it } from 'vitest';
import { fitText, niceTicks, pieSlices, scale, slicePath } from '../../../../src/web/blocks/kinds/chart/chartScale';
import { numberCodec } from '../../../../src/web/blocks/kinds/chart/NumberCell';

describe('drawing a chart', () => {
  it('steps its axis in round numbers from zero (or below) to the largest value (or above)', () => {
    expect(niceTicks(3, 47)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(niceTicks(0.2, 0.9)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(-12, 30)).toEqual([-20, -10, 0, 10, 20, 30]);
    expect(niceTicks(-5, -1)).toEqual([-5, -4, -3, -2, -1, 0]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceTicks(1200, 1250)).toEqual([0, 250, 500, 750, 1000, 1250]);
  });

  it('scales values onto pixels, either way round', () => {
    const ticks = [0, 50, 100];
    expect(scale(ticks, 10, 210)(50)).toBe(110);
    expect(scale(ticks, 300, 0)(25)).toBe(225);
  });

  it('cuts a pie clockwise from the top, one slice per positive value, empty and negative ones left out', () => {
    const slices = pieSlices([1, null, 3, -2, 0]);
    expect(slices.map((s) => [s.index, s.share])).toEqual([
      [0, 0.25],
      [2, 0.75],
    ]);
    expect(slices[0]!.start).toBe(0);
    expect(slices[1]!.end).toBeCloseTo(2 * Math.PI);
    expect(slicePath(50, 50, 40, 0, Math.PI / 2)).toBe('M50 50L50 10A40 40 0 0 1 90 50Z');
    // A single value is a whole circle, drawn as two arcs (one arc cannot end where it starts).
    expect(slicePath(50, 50, 40, 0, 2 * Math.PI)).toBe('M50 10A40 40 0 1 1 50 90A40 40 0 1 1 50 10Z');
  });

  it('shortens a label with an ellipsis to about the width it has', () => {
    expect(fitText('March', 100, 14)).toBe('March');
    expect(fitText('The second floor, east wing', 60, 14)).toBe('The se…');
  });

  it('reads what an author types in a cell: a number with a point or a comma, a minus, or nothing', () => {
    expect(numberCodec.read('12')).toBe(12);
    expect(numberCodec.read(' 3,5 ')).toBe(3.5);
    expect(numberCodec.read('-0.25')).toBe(-0.25);
    expect(numberCodec.read('1 200')).toBe(1200);
    expect(numberCodec.read('')).toBeNull();
    expect(numberCodec.read('12 %')).toBeUndefined();
    expect(numberCodec.read('1e5')).toBeUndefined();
    expect(numberCodec.format(null)).toBe('');
    expect(numberCodec.format(3.5)).toBe('3.5');
  });
});
