import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks the layout APIs Primer calls; inert stand-ins are enough for rendering.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// Primer's tooltips load a popover polyfill that prepends to document.adoptedStyleSheets.
if (!Array.isArray(document.adoptedStyleSheets)) {
  Object.defineProperty(Document.prototype, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
}

// Each findBy may wait on fake-server round trips and router transitions: more than a second on a
// busy machine.
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts after each test only when vitest globals are on; they are not.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
