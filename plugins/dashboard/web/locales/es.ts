/** Spanish messages of the dashboard plugin (namespace `dashboard`). */
export const es: Record<string, string> = {
  'page.loading': 'Cargando el proyecto…',
  'page.created': 'Proyecto {{title}} creado: añade una tabla para empezar.',
  'page.tree': 'Árbol del proyecto',
  'page.tabs': 'Pestañas abiertas',
  'page.resize': 'Cambiar el tamaño del árbol',

  'tree.tables': 'Tablas',
  'tree.views': 'Vistas',
  'tree.functions': 'Funciones',
  'tree.procedures': 'Procedimientos',
  'tree.sequences': 'Secuencias',
  'tree.database': 'Base de datos {{dbAlias}}',
  'tree.loadFailed': 'No se pudo cargar: {{msg}}',
  'tree.retry': 'Reintentar',
  'tree.settings': 'Ajustes',
  'tree.noSettings': 'No hay ajustes de proyecto instalados',
  'tree.previewAs': 'Ver como',
  'tree.previewing': 'Viendo como {{role}}',
  'tree.previewRole': 'Ver como {{role}}',
  'tree.resetPreview': 'Salir de la vista previa',
  'role.editor': 'Editor',
  'role.commenter': 'Comentarista',
  'role.viewer': 'Lector',

  'empty.tables': 'No hay tablas en este esquema',
  'empty.views': 'No hay vistas en este esquema',
  'empty.functions': 'No hay funciones en este esquema',
  'empty.procedures': 'No hay procedimientos en este esquema',
  'empty.sequences': 'No hay secuencias en este esquema',

  'limit.tabs': 'El plan gratuito está limitado a {{maxTabs}} pestañas; mejora tu plan para tener pestañas ilimitadas',
  'limit.tables': 'Solo puedes acceder a {{maxTables}} tablas',

  'tabs.close': 'Cerrar {{name}}',
  'tabs.none': 'Abre una tabla desde el árbol para empezar.',
  'tabs.noViewer': 'No hay ningún visor para este tipo de pestaña',
  'tabs.noViewerHint': 'Ningún plugin instalado muestra pestañas de tipo «{{type}}».',
  'tabs.failed': 'No se pudo mostrar esta pestaña: {{msg}}',

  // Environments (000 s.3, s.4).
  'tree.environments': 'Entornos',
  'tree.activeEnv': 'Entorno activo',
  'env.changeTitle': '¿Cambiar el entorno de trabajo a {{env}}?',
  'env.changeBody':
    'La API de datos, los metadatos y las conexiones del proyecto usarán las bases de datos de {{env}}. Se cerrará tu sesión y la página se recargará.',
  'env.change': 'Cambiar de entorno',
  'env.changing': 'Cambiando el entorno a {{env}}…',
  'env.changingShort': 'Cambiando…',
};
