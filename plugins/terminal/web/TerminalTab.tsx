/**
 * The Terminal tab (001 s.2 "terminal widget"): tabs 'Local (n)', up to five, each closable while
 * another is left, with run (the last command again), stop (ctrl+C), clear and npm install. A shell
 * on the server, so only for the Super Admin and only when the operator turned it on: otherwise the
 * tab says why.
 */
import { errorText, observer, usePlinth, useT } from '@plinth/sdk/web';
import { PlusIcon, XIcon } from '@primer/octicons-react';
import { Button, Flash, IconButton, Stack } from '@primer/react';
import { io, type Socket } from 'socket.io-client';
import { useEffect, useRef, useState } from 'react';
import { MAX_TERMINALS, TERMINAL_SOCKET_PATH, type TerminalRequest, type TerminalResponse, type TerminalStatus } from '../protocol.js';
import { TerminalView, type TerminalHandle } from './TerminalView.js';

const PLUGIN_ID = 'terminal';
type TerminalSocket = Socket<{ response: (r: TerminalResponse) => void }, { request: (r: TerminalRequest) => void }>;

/** A terminal of this tab: its number in 'Local (n)' and, once the server opened it, its id. */
interface LocalTerminal {
  n: number;
  id: string | null;
  /** Its shell ended (the screen stays to read). */
  ended: boolean;
}

const TerminalTab = observer(function TerminalTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [status, setStatus] = useState<TerminalStatus | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [terminals, setTerminals] = useState<LocalTerminal[]>([]);
  const [active, setActive] = useState(0);
  const socket = useRef<TerminalSocket | null>(null);
  const screens = useRef(new Map<string, TerminalHandle>());
  /** Output that came before its screen was ready (the first prompt). */
  const early = useRef(new Map<string, string>());

  /** Terminals waiting for their id, in the order they were asked for. */
  const pending = useRef<number[]>([]);
  const counter = useRef(0);
  // The socket lives as long as the tab: a language switch re-renders with a new `t`, not a new socket.
  const texts = useRef(t);
  texts.current = t;

  useEffect(() => {
    ctx.api.get<TerminalStatus>('/api/v1/terminal/status').then(setStatus, (err: unknown) => setFailed(errorText(err)));
  }, [ctx]);

  const open = () => {
    if (terminals.length >= MAX_TERMINALS) return void ctx.toast.info(t('limit', { max: MAX_TERMINALS }));
    counter.current += 1;
    const n = counter.current;
    pending.current.push(n);
    setTerminals((list) => [...list, { n, id: null, ended: false }]);
    setActive(n);
    socket.current?.emit('request', { type: 'open', cols: 80, rows: 24 });
  };

  useEffect(() => {
    if (!status?.enabled) return;
    const write = (id: string, data: string) => {
      const screen = screens.current.get(id);
      if (screen) screen.write(data);
      else early.current.set(id, (early.current.get(id) ?? '') + data);
    };
    const s: TerminalSocket = io({
      path: TERMINAL_SOCKET_PATH,
      auth: { token: ctx.session.token },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.current = s;
    const t = (key: string, options?: Record<string, unknown>) => texts.current(key, options);
    s.on('connect_error', () => setFailed(t('error.open')));
    s.on('response', (r) => {
      if (r.type === 'opened') {
        const n = pending.current.shift();
        setTerminals((list) => list.map((x) => (x.n === n ? { ...x, id: r.id } : x)));
      } else if (r.type === 'output') write(r.id, r.data);
      else if (r.type === 'exit') {
        write(r.id, `\r\n${t(`exit.${r.reason}`)}\r\n`);
        setTerminals((list) => list.map((x) => (x.id === r.id ? { ...x, ended: true } : x)));
      } else if (r.type === 'error') {
        if (!r.id) pending.current.shift();
        ctx.toast.error(r.msg === 'Error opening the terminal' ? t('error.open') : r.msg);
      }
    });
    counter.current = 1;
    pending.current = [1];
    setTerminals([{ n: 1, id: null, ended: false }]);
    setActive(1);
    s.emit('request', { type: 'open', cols: 80, rows: 24 });
    return () => {
      s.disconnect();
      socket.current = null;
    };
  }, [status, ctx]);

  const send = (x: LocalTerminal | undefined, data: string) => {
    if (x?.id && !x.ended) socket.current?.emit('request', { type: 'input', id: x.id, data });
  };
  const close = (x: LocalTerminal) => {
    if (x.id && !x.ended) socket.current?.emit('request', { type: 'close', id: x.id });
    setTerminals((list) => {
      const rest = list.filter((y) => y.n !== x.n);
      if (active === x.n && rest[0]) setActive(rest[0].n);
      return rest;
    });
  };

  if (failed)
    return (
      <Flash variant="danger" role="alert" style={{ margin: 16 }}>
        {failed} {t('error.useSystem')}
      </Flash>
    );
  if (!status) return <p style={{ padding: 16 }}>{t('loading')}</p>;
  if (!status.enabled)
    return (
      <Flash variant="warning" style={{ margin: 16 }} data-testid="terminal-off">
        {t(status.reason === 'off' ? 'off.operator' : 'off.superAdmin')}
      </Flash>
    );
  const current = terminals.find((x) => x.n === active);
  return (
    <div style={{ padding: 'var(--base-size-16, 16px)' }} data-testid="terminal-tab">
      <Stack direction="horizontal" gap="none" align="center" role="tablist" aria-label={t('tabs')} wrap="wrap">
        {terminals.map((x) => (
          <Stack key={x.n} direction="horizontal" gap="none" align="center">
            <Button
              role="tab"
              aria-selected={x.n === active}
              variant={x.n === active ? 'default' : 'invisible'}
              onClick={() => setActive(x.n)}
            >
              {t('local', { n: x.n })}
            </Button>
            {terminals.length > 1 && (
              <IconButton icon={XIcon} size="small" variant="invisible" aria-label={t('close', { n: x.n })} onClick={() => close(x)} />
            )}
          </Stack>
        ))}
        <IconButton icon={PlusIcon} size="small" variant="invisible" aria-label={t('add')} onClick={open} />
      </Stack>
      <Stack direction="horizontal" gap="condensed" style={{ marginBlock: 8 }}>
        <Button size="small" onClick={() => send(current, '\x1b[A\r')}>
          {t('run')}
        </Button>
        <Button size="small" onClick={() => send(current, '\x03')}>
          {t('stop')}
        </Button>
        <Button size="small" onClick={() => current?.id && screens.current.get(current.id)?.clear()}>
          {t('clear')}
        </Button>
        <Button size="small" onClick={() => send(current, 'npm install\r')}>
          {t('npmInstall')}
        </Button>
      </Stack>
      {terminals.map((x) => (
        <div key={x.n} hidden={x.n !== active}>
          {x.id && (
            <TerminalView
              label={t('local', { n: x.n })}
              onInput={(data) => send(x, data)}
              onResize={(cols, rows) => x.id && socket.current?.emit('request', { type: 'resize', id: x.id, cols, rows })}
              onReady={(handle) => {
                if (!x.id) return;
                if (!handle) return void screens.current.delete(x.id);
                screens.current.set(x.id, handle);
                const before = early.current.get(x.id);
                early.current.delete(x.id);
                if (before) handle.write(before);
              }}
            />
          )}
        </div>
      ))}
    </div>
  );
});

export default TerminalTab;
