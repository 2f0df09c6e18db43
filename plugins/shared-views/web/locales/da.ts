/** Danish texts of the shared base page (namespace `shared-views`). */
export const da: Record<string, string> = {
  'base.title': 'Delt base',
  'base.opening': 'Åbner den delte base…',
  'base.notFound': 'Den delte base blev ikke fundet',
  'base.notFoundTitle': 'Delt base ikke fundet',
  'base.unsupported': 'Denne app kan ikke åbne delte baser',
  'base.signedIn': 'Du er logget ind som {{email}}. Når du åbner en delt base, bliver du logget ud i denne browser.',
  'base.openAsVisitor': 'Log ud og åbn den delte base',
  'base.protected': 'Denne delte base er beskyttet med en adgangskode',
  'base.password': 'Adgangskode',
  'base.open': 'Åbn basen',
  'base.passwordRequired': 'Adgangskoden skal udfyldes',
  'base.invalidPassword': 'Forkert adgangskode',
  home: 'Tilbage til forsiden',
};
