import { errorText, observer, resolveComponent, useT } from '@plinth/sdk/web';
import { XIcon } from '@primer/octicons-react';
import { Blankslate } from '@primer/react/experimental';
import { Spinner } from '@primer/react';
import { Component, Suspense, useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { PLUGIN_ID, type DashboardModel } from './dashboard.js';
import type { DashboardTab } from './tabs.js';

/** A failing tab shows its error in place, leaving the dashboard and the other tabs working. */
class TabErrorBoundary extends Component<{ fallback: (error: unknown) => ReactNode; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

const panelStyle: CSSProperties = { flex: 1, minHeight: 0, overflow: 'auto' };

/** Clear text where a tab would be: no plugin contributes its type. */
function NoViewer({ type }: { type: string }) {
  const t = useT(PLUGIN_ID);
  return (
    <div data-testid="dashboard-no-viewer" style={{ padding: 'var(--base-size-24, 24px)' }}>
      <Blankslate>
        <Blankslate.Heading>{t('tabs.noViewer')}</Blankslate.Heading>
        <Blankslate.Description>{t('tabs.noViewerHint', { type })}</Blankslate.Description>
      </Blankslate>
    </div>
  );
}

/** The content of one tab: the contributed component of its type, or the no-viewer panel. */
const TabContent = observer(function TabContent({ model, tab }: { model: DashboardModel; tab: DashboardTab }) {
  const t = useT(PLUGIN_ID);
  const contribution = model.tabType(tab.type);
  if (!contribution) return <NoViewer type={tab.type} />;
  const Viewer = resolveComponent(contribution.component);
  return (
    <TabErrorBoundary
      fallback={(error) => (
        <p role="alert" style={{ padding: 'var(--base-size-16, 16px)' }}>
          {t('tabs.failed', { msg: errorText(error) })}
        </p>
      )}
    >
      <Suspense fallback={<Spinner size="medium" srText={t('page.loading')} />}>
        <Viewer tab={{ key: tab.key, name: tab.name, params: tab.params }} />
      </Suspense>
    </TabErrorBoundary>
  );
});

const tabStyle = (active: boolean): CSSProperties => ({
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--base-size-4, 4px)',
  flexShrink: 0,
  maxWidth: 240,
  border: 0,
  borderInlineEnd: 'var(--borderWidth-thin, 1px) solid var(--borderColor-muted)',
  borderBottom: active ? '2px solid var(--underlineNav-borderColor-active, var(--fgColor-accent))' : '2px solid transparent',
  background: active ? 'var(--bgColor-default)' : 'var(--bgColor-muted)',
  color: 'var(--fgColor-default)',
  paddingBlock: 'var(--base-size-8, 8px)',
  paddingInlineStart: 'var(--base-size-12, 12px)',
  paddingInlineEnd: 'var(--base-size-8, 8px)',
  cursor: 'pointer',
  font: 'inherit',
});
const tabNameStyle: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const closeMarkStyle: CSSProperties = { display: 'flex', color: 'var(--fgColor-muted)', borderRadius: 'var(--borderRadius-small, 3px)' };

/**
 * The tab bar and the open tabs. Every open tab stays mounted (hidden when inactive), so a grid
 * keeps its scroll position and edits while the user looks at another tab.
 */
export const TabsView = observer(function TabsView({ model }: { model: DashboardModel }) {
  const t = useT(PLUGIN_ID);
  const { tabs, activeKey } = model.tabs;
  const idOf = (index: number, part: 'tab' | 'panel') => `dashboard-${part}-${index}`;
  // A tab closed from the keyboard passes the focus to the tab shown next, once it is drawn.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    document
      .getElementById(
        idOf(
          tabs.findIndex((tab) => tab.key === activeKey),
          'tab',
        ),
      )
      ?.focus();
  });
  // ARIA tabs pattern: arrows move between tabs (activating them), Home / End jump to the ends,
  // Delete closes the tab (a tab list holds tabs only: its close mark is for the pointer).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === activeKey);
    if (event.key === 'Delete' && tabs[current]) {
      event.preventDefault();
      refocus.current = true;
      return model.tabs.close(tabs[current].key);
    }
    // Right to left, the next tab is the one on the left.
    const next = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = { ArrowLeft: current - next, ArrowRight: current + next, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined || tabs.length === 0) return;
    event.preventDefault();
    const index = (target + tabs.length) % tabs.length;
    model.tabs.activate(tabs[index]!.key);
    document.getElementById(idOf(index, 'tab'))?.focus();
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <div
        role="tablist"
        aria-label={t('page.tabs')}
        onKeyDown={onKeyDown}
        style={{ display: 'flex', overflowX: 'auto', borderBottom: 'var(--borderWidth-thin, 1px) solid var(--borderColor-default)' }}
      >
        {tabs.map((tab, index) => {
          const active = tab.key === activeKey;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={idOf(index, 'tab')}
              aria-selected={active}
              aria-controls={idOf(index, 'panel')}
              aria-keyshortcuts="Delete"
              tabIndex={active ? 0 : -1}
              style={tabStyle(active)}
              title={tab.name}
              onClick={() => model.tabs.activate(tab.key)}
            >
              <span style={tabNameStyle}>{tab.name}</span>
              <span
                aria-hidden
                title={t('tabs.close', { name: tab.name })}
                data-testid="dashboard-tab-close"
                style={closeMarkStyle}
                onClick={(event) => {
                  event.stopPropagation();
                  model.tabs.close(tab.key);
                }}
              >
                <XIcon size={16} />
              </span>
            </button>
          );
        })}
      </div>
      {tabs.length === 0 && <p style={{ padding: 'var(--base-size-16, 16px)', color: 'var(--fgColor-muted)' }}>{t('tabs.none')}</p>}
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={idOf(index, 'panel')}
          aria-labelledby={idOf(index, 'tab')}
          hidden={tab.key !== activeKey}
          style={tab.key === activeKey ? panelStyle : undefined}
        >
          <TabContent model={model} tab={tab} />
        </div>
      ))}
    </div>
  );
});
