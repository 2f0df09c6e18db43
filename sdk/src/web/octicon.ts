import { createElement, type ComponentType } from 'react';

/**
 * A 16 px icon from one SVG path (Octicons' paths): plugins draw the few icons they need without
 * depending on an icon package.
 */
export function octicon(path: string): ComponentType {
  return function Icon() {
    return createElement(
      'svg',
      { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'currentColor', 'aria-hidden': 'true', focusable: 'false' },
      createElement('path', { d: path }),
    );
  };
}
