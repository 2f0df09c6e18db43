/** Spanish texts of the shared base page (namespace `shared-views`). */
export const es: Record<string, string> = {
  'base.protected': 'Esta base compartida está protegida con contraseña',
  'base.password': 'Contraseña',
  'base.open': 'Abrir la base',
  'base.passwordRequired': 'La contraseña es obligatoria',
  'base.invalidPassword': 'Contraseña incorrecta',
  'base.title': 'Base compartida',
  'base.opening': 'Abriendo la base compartida…',
  'base.notFound': 'No se encontró la base compartida',
  'base.notFoundTitle': 'Base compartida no encontrada',
  'base.unsupported': 'Esta aplicación no puede abrir bases compartidas',
  'base.signedIn': 'Has iniciado sesión como {{email}}. Al abrir una base compartida se cerrará tu sesión en este navegador.',
  'base.openAsVisitor': 'Cerrar sesión y abrir la base compartida',
  home: 'Volver a la página de inicio',
};
