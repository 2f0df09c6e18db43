import { createElement, type ComponentType } from 'react';

/** Mirrored right to left by the frame's stylesheet (with Octicons' own arrows and chevrons). */
const MIRRORED_CLASS = 'plinth-icon-directional';

/**
 * A 16 px icon from one SVG path (Octicons' paths): plugins draw the few icons they need without
 * depending on an icon package. A `directional` icon (a chevron, an arrow) points the other way
 * when the page is laid out right to left.
 */
export function octicon(path: string, options: { directional?: boolean } = {}): ComponentType {
  const className = options.directional ? MIRRORED_CLASS : undefined;
  return function Icon() {
    return createElement(
      'svg',
      { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'currentColor', 'aria-hidden': 'true', focusable: 'false', className },
      createElement('path', { d: path }),
    );
  };
}
