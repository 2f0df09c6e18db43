/** German texts of the shared base page (namespace `shared-views`). */
export const de: Record<string, string> = {
  'base.protected': 'Diese geteilte Basis ist durch ein Passwort geschützt',
  'base.password': 'Passwort',
  'base.open': 'Basis öffnen',
  'base.passwordRequired': 'Das Passwort ist erforderlich',
  'base.invalidPassword': 'Falsches Passwort',
  'base.title': 'Geteilte Basis',
  'base.opening': 'Die geteilte Basis wird geöffnet…',
  'base.notFound': 'Geteilte Basis nicht gefunden',
  'base.notFoundTitle': 'Geteilte Basis nicht gefunden',
  'base.unsupported': 'Diese App kann keine geteilten Basen öffnen',
  'base.signedIn': 'Sie sind als {{email}} angemeldet. Wenn Sie eine geteilte Basis öffnen, werden Sie in diesem Browser abgemeldet.',
  'base.openAsVisitor': 'Abmelden und geteilte Basis öffnen',
  home: 'Zur Startseite',
};
