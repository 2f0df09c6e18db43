import { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import {
  MAX_SCROLL_HEIGHT_PX,
  scaledScrollHooks,
  scrollBoxHeight,
  scrollScaleFactor,
  scrollTopToShowRow,
  toScrollTop,
  toVirtualOffset,
  type ScrollScaleState,
} from '../web/scroll-scale.js';

const ROW = 32;
const HEADER = 32;
const VIEWPORT = 768;
// 2,000,000 rows of 32 px below a 32 px header: 64,000,032 px, over the cap.
const TOTAL = HEADER + 2_000_000 * ROW;

describe('scroll scale mapping', () => {
  it('does not scale rows under the cap', () => {
    const total = HEADER + 100_000 * ROW;
    expect(scrollScaleFactor(total, VIEWPORT)).toBe(1);
    expect(scrollBoxHeight(total)).toBe(total);
    expect(scrollScaleFactor(MAX_SCROLL_HEIGHT_PX, VIEWPORT)).toBe(1);
    expect(toVirtualOffset(12_345, 1)).toBe(12_345);
    expect(toScrollTop(12_345, 1)).toBe(12_345);
  });

  it('maps the top to row 0, the bottom to the last row and the middle proportionally', () => {
    const factor = scrollScaleFactor(TOTAL, VIEWPORT);
    expect(scrollBoxHeight(TOTAL)).toBe(MAX_SCROLL_HEIGHT_PX);
    expect(factor).toBeCloseTo((TOTAL - VIEWPORT) / (MAX_SCROLL_HEIGHT_PX - VIEWPORT), 12);
    expect(toVirtualOffset(0, factor)).toBe(0);
    // The element's last scroll position shows the rows' last viewport: the last row's end at the bottom.
    const bottom = toVirtualOffset(MAX_SCROLL_HEIGHT_PX - VIEWPORT, factor);
    expect(bottom).toBeCloseTo(TOTAL - VIEWPORT, 4);
    expect(bottom + VIEWPORT).toBeCloseTo(HEADER + 2_000_000 * ROW, 4);
    // Halfway down the box is halfway down the rows.
    const middle = toVirtualOffset((MAX_SCROLL_HEIGHT_PX - VIEWPORT) / 2, factor);
    expect(middle).toBeCloseTo((TOTAL - VIEWPORT) / 2, 4);
    expect(toScrollTop(middle, factor)).toBeCloseTo((MAX_SCROLL_HEIGHT_PX - VIEWPORT) / 2, 6);
  });

  it('finds the scroll position that shows a row below the header', () => {
    const factor = scrollScaleFactor(TOTAL, VIEWPORT);
    const base = { rowHeight: ROW, headerHeight: HEADER, viewport: VIEWPORT, factor, boxHeight: MAX_SCROLL_HEIGHT_PX };
    // The last row from the top: the box's end.
    const last = scrollTopToShowRow({ ...base, rowStart: HEADER + 1_999_999 * ROW, virtualOffset: 0 });
    expect(last).toBe(MAX_SCROLL_HEIGHT_PX - VIEWPORT);
    // Row 0 from the end: the top.
    expect(scrollTopToShowRow({ ...base, rowStart: HEADER, virtualOffset: TOTAL - VIEWPORT })).toBe(0);
    // A row in view: no move.
    expect(scrollTopToShowRow({ ...base, rowStart: HEADER + 1000 * ROW, virtualOffset: 999 * ROW })).toBeNull();
    // A row below the view ends within the viewport at the whole px chosen; one above starts below the header.
    const below = scrollTopToShowRow({ ...base, rowStart: HEADER + 1_000_000 * ROW, virtualOffset: 0 })!;
    const belowView = toVirtualOffset(below, factor);
    expect(HEADER + 1_000_001 * ROW).toBeLessThanOrEqual(belowView + VIEWPORT);
    expect(HEADER + 1_000_000 * ROW).toBeGreaterThanOrEqual(belowView + HEADER);
    const above = scrollTopToShowRow({ ...base, rowStart: HEADER + 500_000 * ROW, virtualOffset: TOTAL - VIEWPORT })!;
    const aboveView = toVirtualOffset(above, factor);
    expect(HEADER + 500_000 * ROW).toBeGreaterThanOrEqual(aboveView + HEADER);
    expect(HEADER + 500_001 * ROW).toBeLessThanOrEqual(aboveView + VIEWPORT);
    // Unscaled: exactly the row's edges.
    expect(scrollTopToShowRow({ ...base, factor: 1, boxHeight: 10_000, rowStart: HEADER + 100 * ROW, virtualOffset: 0 })).toBe(
      HEADER + 101 * ROW - VIEWPORT,
    );
  });
});

/** A scroll element with the scroll state jsdom does not lay out. */
function scroller(boxHeight: number) {
  const el = document.createElement('div');
  let top = 0;
  Object.defineProperty(el, 'scrollTop', { get: () => top, set: (v: number) => (top = Math.max(0, Math.min(boxHeight - VIEWPORT, v))) });
  Object.defineProperty(el, 'clientHeight', { value: VIEWPORT });
  Object.defineProperty(el, 'scrollHeight', { value: boxHeight });
  el.scrollTo = ((opts: ScrollToOptions) => {
    el.scrollTop = opts.top ?? top;
    el.dispatchEvent(new Event('scroll'));
  }) as typeof el.scrollTo;
  document.body.appendChild(el);
  return el;
}

describe('scaled virtualizer hooks', () => {
  function setup(factor: number, boxHeight: number) {
    const state: ScrollScaleState = { factor, scrollTop: 0 };
    const hooks = scaledScrollHooks(state);
    const el = scroller(boxHeight);
    const v = new Virtualizer<HTMLDivElement, Element>({
      count: 2_000_000,
      getScrollElement: () => el,
      estimateSize: () => ROW,
      paddingStart: HEADER,
      initialRect: { width: 1200, height: VIEWPORT },
      onChange: () => {},
      observeElementRect: (_i, cb) => cb({ width: 1200, height: VIEWPORT }),
      observeElementOffset: hooks.observeElementOffset,
      scrollToFn: hooks.scrollToFn,
    });
    v._didMount();
    v._willUpdate();
    return { state, hooks, el, v };
  }

  it('gives the virtualizer virtual offsets and writes scroll px back (round trip)', () => {
    const factor = scrollScaleFactor(TOTAL, VIEWPORT);
    const { state, hooks, el, v } = setup(factor, MAX_SCROLL_HEIGHT_PX);
    el.scrollTop = 7_000_000;
    el.dispatchEvent(new Event('scroll'));
    expect(state.scrollTop).toBe(7_000_000);
    expect(v.scrollOffset).toBeCloseTo(7_000_000 * factor, 3);
    // The rows in view are the ones at the virtual offset.
    const offset = 7_000_000 * factor;
    const indexes = v.getVirtualItems().map((i) => i.index);
    expect(indexes).toContain(Math.floor((offset - HEADER) / ROW));
    expect(indexes.at(-1)).toBeGreaterThanOrEqual(Math.floor((offset + VIEWPORT - HEADER) / ROW));
    expect(indexes.length).toBeLessThan(40);
    // The virtualizer's scroll request for that virtual offset lands on the same scroll px.
    hooks.scrollToFn(7_000_000 * factor, {}, v);
    expect(el.scrollTop).toBeCloseTo(7_000_000, 6);
    hooks.scrollToFn(TOTAL - VIEWPORT, {}, v);
    expect(el.scrollTop).toBeCloseTo(MAX_SCROLL_HEIGHT_PX - VIEWPORT, 4);
    expect(v.scrollOffset).toBeCloseTo(TOTAL - VIEWPORT, 3);
    expect(v.getVirtualItems().at(-1)!.index).toBe(1_999_999);
  });

  it('tells the grid of every scroll after the virtualizer has seen it, also one within the same rows', () => {
    const factor = scrollScaleFactor(TOTAL, VIEWPORT);
    const { state, el, v } = setup(factor, MAX_SCROLL_HEIGHT_PX);
    const seen: [number, number][] = [];
    state.afterScroll = () => seen.push([state.scrollTop, v.scrollOffset ?? NaN]);
    el.scrollTop = 7_000_000;
    el.dispatchEvent(new Event('scroll'));
    const range = v.getVirtualItems().map((i) => i.index);
    // 3 scroll px: under a row of 32 virtual px, so the same rows, moved.
    el.scrollTop = 7_000_003;
    el.dispatchEvent(new Event('scroll'));
    expect(v.getVirtualItems().map((i) => i.index)).toEqual(range);
    expect(seen).toHaveLength(2);
    expect(seen[1]![0]).toBe(7_000_003);
    expect(seen[1]![1]).toBeCloseTo(7_000_003 * factor, 3);
  });

  it('passes offsets through unchanged under the cap', () => {
    const { hooks, el, v } = setup(1, HEADER + 2_000_000 * ROW);
    el.scrollTop = 64_000;
    el.dispatchEvent(new Event('scroll'));
    expect(v.scrollOffset).toBe(64_000);
    hooks.scrollToFn(3200, { adjustments: 32 }, v);
    expect(el.scrollTop).toBe(3232);
    expect(v.scrollOffset).toBe(3232);
  });
});
