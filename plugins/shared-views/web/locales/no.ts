/** Norwegian (Bokmål) texts of the shared-views plugin (namespace `shared-views`). */
export const no: Record<string, string> = {
  'base.title': 'Delt base',
  'base.opening': 'Åpner den delte basen …',
  'base.notFound': 'Fant ikke den delte basen',
  'base.notFoundTitle': 'Fant ikke den delte basen',
  'base.unsupported': 'Denne appen kan ikke åpne delte baser',
  'base.signedIn': 'Du er logget inn som {{email}}. Hvis du åpner en delt base, logges du ut i denne nettleseren.',
  'base.openAsVisitor': 'Logg ut og åpne den delte basen',
  'base.protected': 'Denne delte basen er beskyttet med passord',
  'base.password': 'Passord',
  'base.open': 'Åpne basen',
  'base.passwordRequired': 'Passordet må fylles ut',
  'base.invalidPassword': 'Feil passord',
  home: 'Tilbake til startsiden',
};
