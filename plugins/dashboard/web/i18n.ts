/** English messages of the `dashboard` namespace; the spec's texts (000 s.4, s.5) verbatim. */
export const en: Record<string, string> = {
  'page.loading': 'Loading the project…',
  'page.created': 'Project {{title}} created: add a table to start.',
  'page.tree': 'Project tree',
  'page.tabs': 'Open tabs',
  'page.resize': 'Resize the tree view',

  'tree.tables': 'Tables',
  'tree.views': 'Views',
  'tree.functions': 'Functions',
  'tree.procedures': 'Procedures',
  'tree.sequences': 'Sequences',
  'tree.database': 'Database {{dbAlias}}',
  'tree.loadFailed': 'Could not load: {{msg}}',
  'tree.retry': 'Retry',
  'tree.settings': 'Settings',
  'tree.noSettings': 'No project settings are installed',
  'tree.previewAs': 'Preview as',
  'tree.previewing': 'Previewing as {{role}}',
  'tree.previewRole': 'Preview as {{role}}',
  'tree.resetPreview': 'Reset Preview',
  'role.editor': 'Editor',
  'role.commenter': 'Commenter',
  'role.viewer': 'Viewer',

  'empty.tables': 'No tables in this schema',
  'empty.views': 'No views in this schema',
  'empty.functions': 'No functions in this schema',
  'empty.procedures': 'No procedures in this schema',
  'empty.sequences': 'No sequences in this schema',

  'limit.tabs': 'Free plan limits to {{maxTabs}} tabs, please upgrade for unlimited tabs',
  'limit.tables': 'You are allowed to access only {{maxTables}} tables',

  'tabs.close': 'Close {{name}}',
  'tabs.none': 'Open a table from the tree to start.',
  'tabs.noViewer': 'No viewer for this tab type',
  'tabs.noViewerHint': "No installed plugin shows tabs of type '{{type}}'.",
  'tabs.failed': 'This tab failed to show: {{msg}}',

  // Environments (000 s.3, s.4).
  'tree.environments': 'Environments',
  'tree.activeEnv': 'Active Env',
  'env.changeTitle': 'Change the working environment to {{env}}?',
  'env.changeBody':
    "The project's data API, meta and connections will use the databases of {{env}}. You will be signed out and the page will reload.",
  'env.change': 'Change environment',
  'env.changing': 'Changing the environment to {{env}}…',
  'env.changingShort': 'Changing…',
};
