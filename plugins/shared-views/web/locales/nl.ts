/** Dutch messages of the shared-views plugin (namespace `shared-views`). */
export const nl: Record<string, string> = {
  'base.title': 'Gedeeld project',
  'base.opening': 'Gedeeld project openen…',
  'base.notFound': 'Gedeeld project niet gevonden',
  'base.notFoundTitle': 'Gedeeld project niet gevonden',
  'base.unsupported': 'Deze app kan geen gedeelde projecten openen',
  'base.signedIn': 'Je bent ingelogd als {{email}}. Als je een gedeeld project opent, word je in deze browser uitgelogd.',
  'base.openAsVisitor': 'Uitloggen en het gedeelde project openen',
  'base.protected': 'Dit gedeelde project is beveiligd met een wachtwoord',
  'base.password': 'Wachtwoord',
  'base.open': 'Project openen',
  'base.passwordRequired': 'Het wachtwoord is verplicht',
  'base.invalidPassword': 'Onjuist wachtwoord',
  home: 'Terug naar de startpagina',
};
