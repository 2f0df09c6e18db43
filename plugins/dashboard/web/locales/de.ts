/** German messages of the dashboard plugin (namespace `dashboard`). */
export const de: Record<string, string> = {
  'page.loading': 'Projekt wird geladen…',
  'page.created': 'Projekt {{title}} angelegt: Fügen Sie eine Tabelle hinzu, um zu beginnen.',
  'page.tree': 'Projektbaum',
  'page.tabs': 'Geöffnete Tabs',
  'page.resize': 'Breite der Baumansicht ändern',

  'tree.tables': 'Tabellen',
  'tree.views': 'Sichten',
  'tree.functions': 'Funktionen',
  'tree.procedures': 'Prozeduren',
  'tree.sequences': 'Sequenzen',
  'tree.database': 'Datenbank {{dbAlias}}',
  'tree.loadFailed': 'Laden fehlgeschlagen: {{msg}}',
  'tree.retry': 'Erneut versuchen',
  'tree.settings': 'Einstellungen',
  'tree.noSettings': 'Keine Projekteinstellungen installiert',
  'tree.previewAs': 'Vorschau als',
  'tree.previewing': 'Vorschau als {{role}}',
  'tree.previewRole': 'Vorschau als {{role}}',
  'tree.resetPreview': 'Vorschau beenden',
  'role.editor': 'Bearbeiter',
  'role.commenter': 'Kommentator',
  'role.viewer': 'Betrachter',

  'empty.tables': 'Keine Tabellen in diesem Schema',
  'empty.views': 'Keine Sichten in diesem Schema',
  'empty.functions': 'Keine Funktionen in diesem Schema',
  'empty.procedures': 'Keine Prozeduren in diesem Schema',
  'empty.sequences': 'Keine Sequenzen in diesem Schema',

  'limit.tabs': 'Der kostenlose Tarif erlaubt höchstens {{maxTabs}} Tabs. Für unbegrenzt viele Tabs führen Sie bitte ein Upgrade durch.',
  'limit.tables': 'Sie dürfen nur auf {{maxTables}} Tabellen zugreifen',

  'tabs.close': '{{name}} schließen',
  'tabs.none': 'Öffnen Sie eine Tabelle im Baum, um zu beginnen.',
  'tabs.noViewer': 'Keine Anzeige für diese Art von Tab',
  'tabs.noViewerHint': 'Kein installiertes Plugin zeigt Tabs vom Typ „{{type}}“ an.',
  'tabs.failed': 'Dieser Tab konnte nicht angezeigt werden: {{msg}}',

  // Environments (000 s.3, s.4).
  'tree.environments': 'Umgebungen',
  'tree.activeEnv': 'Aktive Umgebung',
  'env.changeTitle': 'Arbeitsumgebung zu {{env}} wechseln?',
  'env.changeBody':
    'Daten-API, Metadaten und Verbindungen des Projekts verwenden dann die Datenbanken von {{env}}. Sie werden abgemeldet und die Seite wird neu geladen.',
  'env.change': 'Umgebung wechseln',
  'env.changing': 'Umgebung wird zu {{env}} gewechselt…',
  'env.changingShort': 'Wird gewechselt…',
};
