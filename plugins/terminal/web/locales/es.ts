/** es texts of the terminal. */
export const es: Record<string, string> = {
  tab: 'Terminal',
  tabs: 'Terminales',
  local: 'Local ({{n}})',
  add: 'Nuevo terminal',
  close: 'Cerrar Local ({{n}})',
  run: 'Ejecutar',
  stop: 'Detener',
  clear: 'Limpiar',
  npmInstall: 'npm install',
  loading: 'Abriendo el terminal…',
  limit: 'Solo se pueden abrir {{max}} terminales',
  'error.open': 'Error al abrir el terminal',
  'error.useSystem': 'Use el terminal de su sistema',
  'exit.exited': '[el shell terminó]',
  'exit.idle': '[cerrado por inactividad]',
  'exit.closed': '[cerrado]',
  'off.operator':
    'El terminal está desactivado: es un shell en el servidor, así que el operador del servidor debe activarlo (PLINTH_TERMINAL=1). Use el terminal de su sistema.',
  'off.superAdmin': 'El terminal es un shell en el servidor: solo el superadministrador puede abrirlo. Use el terminal de su sistema.',
  'settings.title': 'Terminal',
  'settings.on':
    'El terminal está activado para usted. Un terminal sin entrada durante {{minutes}} minutos se cierra; cada sesión queda registrada.',
  openTerminal: 'Abrir el terminal',
};
