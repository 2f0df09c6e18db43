/** Finnish texts of the shared-views plugin (namespace `shared-views`). */
export const fi: Record<string, string> = {
  'base.title': 'Jaettu tietokanta',
  'base.opening': 'Avataan jaettua tietokantaa…',
  'base.notFound': 'Jaettua tietokantaa ei löytynyt',
  'base.notFoundTitle': 'Jaettua tietokantaa ei löytynyt',
  'base.unsupported': 'Tämä sovellus ei voi avata jaettuja tietokantoja',
  'base.signedIn': 'Olet kirjautunut käyttäjänä {{email}}. Jaetun tietokannan avaaminen kirjaa sinut ulos tässä selaimessa.',
  'base.openAsVisitor': 'Kirjaudu ulos ja avaa jaettu tietokanta',
  'base.protected': 'Tämä jaettu tietokanta on suojattu salasanalla',
  'base.password': 'Salasana',
  'base.open': 'Avaa tietokanta',
  'base.passwordRequired': 'Salasana vaaditaan',
  'base.invalidPassword': 'Väärä salasana',
  home: 'Takaisin etusivulle',
};
