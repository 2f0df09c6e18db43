/**
 * Scaled row scrolling: browsers cap an element's height (Chromium about 33.5 million px,
 * Firefox about 17.9 million), so a grid whose rows are taller than that in total would leave its
 * last rows unreachable. Above `MAX_SCROLL_HEIGHT_PX` the scroll box is that tall and scroll
 * positions map proportionally onto the rows' real ("virtual") offsets:
 *   virtual offset = scrollTop × (total − viewport) / (box − viewport)
 * so the top maps to row 0 and the bottom to the last row. Below the cap the factor is 1.
 */
import { elementScroll, observeElementOffset, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The tallest scroll box the grid makes where the browser's own limit cannot be measured (no
 * layout, as in jsdom): under Firefox's limit (about 17.9 million px, the lower of the two
 * engines) with room to spare, so the box is never clipped by either.
 */
export const MAX_SCROLL_HEIGHT_PX = 15_000_000;

let measuredCap: number | undefined;

/**
 * The tallest scroll box this browser lays out, with 1 % to spare (down to a multiple of 1024 px), measured once (a hidden box
 * asked to be a billion px tall reports the engine's clamp): Chromium keeps tables of up to about
 * a million short rows unscaled, where scaling would make each wheel step move rows farther and
 * positions approximate; Firefox scales from about 17.7 million px. `MAX_SCROLL_HEIGHT_PX` when
 * it cannot be measured.
 */
export function scrollHeightCap(): number {
  if (measuredCap !== undefined) return measuredCap;
  if (typeof document === 'undefined' || !document.body) return MAX_SCROLL_HEIGHT_PX;
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;visibility:hidden;top:0;left:0;width:1px;height:1000000000px';
  document.body.append(probe);
  const clamped = probe.offsetHeight;
  probe.remove();
  // A multiple of 1024: lengths this large pass through 32-bit floats, exact only in steps of 2 or 4.
  measuredCap = clamped > 1_000_000 ? Math.floor((clamped * 0.99) / 1024) * 1024 : MAX_SCROLL_HEIGHT_PX;
  return measuredCap;
}

/** Height of the scroll box for rows `total` px tall in all. */
export function scrollBoxHeight(total: number, cap = MAX_SCROLL_HEIGHT_PX): number {
  return Math.min(total, cap);
}

/** Virtual px per scroll px: 1 under the cap, else (total − viewport) / (cap − viewport). */
export function scrollScaleFactor(total: number, viewport: number, cap = MAX_SCROLL_HEIGHT_PX): number {
  if (total <= cap || viewport >= cap) return 1;
  return (total - viewport) / (cap - viewport);
}

export const toVirtualOffset = (scrollTop: number, factor: number) => scrollTop * factor;
export const toScrollTop = (virtualOffset: number, factor: number) => virtualOffset / factor;

/**
 * What the row virtualizer's scroll hooks share with the grid, one mutable object for the
 * grid's life (the hooks read it; no allocation per scroll event): the current factor (set by
 * the grid each render) and the element's scrollTop the virtual offset was taken from (rows are
 * placed at `virtualStart − virtualOffset + scrollTop`).
 */
export interface ScrollScaleState {
  factor: number;
  scrollTop: number;
  /**
   * Called after the virtualizer has seen a scroll. Scaled, rows are placed by the scroll px as
   * well as by their range, and the virtualizer renders only when its range changes: a scroll
   * within the same rows must move them too.
   */
  afterScroll?(): void;
}

/**
 * `observeElementOffset` / `scrollToFn` for a vertical virtualizer on a scaled scroll box: the
 * virtualizer sees and asks for virtual offsets, the element gets scroll px.
 */
export function scaledScrollHooks(state: ScrollScaleState) {
  return {
    observeElementOffset: (instance: Virtualizer<HTMLDivElement, Element>, cb: (offset: number, isScrolling: boolean) => void) =>
      observeElementOffset(instance, (offset, isScrolling) => {
        state.scrollTop = offset;
        cb(offset * state.factor, isScrolling);
        state.afterScroll?.();
      }),
    scrollToFn: (
      offset: number,
      { adjustments = 0, behavior }: { adjustments?: number; behavior?: ScrollBehavior },
      instance: Virtualizer<HTMLDivElement, Element>,
    ) => {
      const scrollTop = (offset + adjustments) / state.factor;
      state.scrollTop = scrollTop;
      elementScroll(scrollTop, { behavior }, instance);
    },
  };
}

/**
 * The scrollTop that brings a row fully into view below a sticky header of `headerHeight`, or
 * null when it is in view: the least move ('auto' alignment). `rowStart` is the row's virtual
 * offset (header included), `virtualOffset` the view's. Rounded towards the row (a scroll px is
 * `factor` virtual px) so the browser's whole-px scrollTop does not leave it partly hidden.
 */
export function scrollTopToShowRow(opts: {
  rowStart: number;
  rowHeight: number;
  headerHeight: number;
  virtualOffset: number;
  viewport: number;
  factor: number;
  boxHeight: number;
}): number | null {
  const { rowStart, rowHeight, headerHeight, virtualOffset, viewport, factor, boxHeight } = opts;
  const maxScrollTop = Math.max(0, boxHeight - viewport);
  let scrollTop: number;
  if (rowStart < virtualOffset + headerHeight) scrollTop = Math.floor(toScrollTop(rowStart - headerHeight, factor));
  else if (rowStart + rowHeight > virtualOffset + viewport) scrollTop = Math.ceil(toScrollTop(rowStart + rowHeight - viewport, factor));
  else return null;
  return Math.max(0, Math.min(maxScrollTop, scrollTop));
}
