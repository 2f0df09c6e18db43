/** Swedish texts of the shared base page (namespace `shared-views`). */
export const sv: Record<string, string> = {
  'base.title': 'Delad bas',
  'base.opening': 'Öppnar den delade basen…',
  'base.notFound': 'Den delade basen hittades inte',
  'base.notFoundTitle': 'Delad bas hittades inte',
  'base.unsupported': 'Den här appen kan inte öppna delade baser',
  'base.signedIn': 'Du är inloggad som {{email}}. Om du öppnar en delad bas loggas du ut i den här webbläsaren.',
  'base.openAsVisitor': 'Logga ut och öppna den delade basen',
  'base.protected': 'Den delade basen är lösenordsskyddad',
  'base.password': 'Lösenord',
  'base.open': 'Öppna basen',
  'base.passwordRequired': 'Lösenordet krävs',
  'base.invalidPassword': 'Fel lösenord',
  home: 'Tillbaka till startsidan',
};
