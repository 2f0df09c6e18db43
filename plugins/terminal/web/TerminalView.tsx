/** One terminal: an xterm.js screen fitted to its box, wired to a shell on the server by id. */
import { FitAddon } from '@xterm/addon-fit';
import { Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import { useEffect, useRef } from 'react';

export interface TerminalHandle {
  write(data: string): void;
  clear(): void;
}

export function TerminalView({
  onInput,
  onResize,
  onReady,
  label,
}: {
  onInput(data: string): void;
  onResize(cols: number, rows: number): void;
  /** The screen to write output to; null when it goes. */
  onReady(handle: TerminalHandle | null): void;
  label: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onInput, onResize, onReady });
  callbacks.current = { onInput, onResize, onReady };

  useEffect(() => {
    const term = new Terminal({ cursorBlink: true, fontSize: 13, convertEol: false, screenReaderMode: true });
    const fit = new FitAddon();
    term.loadAddon(fit);
    term.open(host.current!);
    fit.fit();
    term.onData((d) => callbacks.current.onInput(d));
    term.onResize(({ cols, rows }) => callbacks.current.onResize(cols, rows));
    callbacks.current.onReady({ write: (d) => term.write(d), clear: () => term.clear() });
    callbacks.current.onResize(term.cols, term.rows);
    const observer = new ResizeObserver(() => fit.fit());
    observer.observe(host.current!);
    term.focus();
    return () => {
      observer.disconnect();
      callbacks.current.onReady(null);
      term.dispose();
    };
  }, []);

  return <div ref={host} aria-label={label} data-testid="terminal-screen" style={{ height: 420, background: '#000', padding: 4 }} />;
}
