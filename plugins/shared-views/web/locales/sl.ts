/** Slovenian texts of the shared base page (namespace `shared-views`). */
export const sl: Record<string, string> = {
  'base.title': 'Deljena baza',
  'base.opening': 'Odpiranje deljene baze …',
  'base.notFound': 'Deljene baze ni mogoče najti',
  'base.notFoundTitle': 'Deljene baze ni mogoče najti',
  'base.unsupported': 'Ta aplikacija ne more odpirati deljenih baz',
  'base.signedIn': 'Prijavljeni ste kot {{email}}. Če odprete deljeno bazo, boste v tem brskalniku odjavljeni.',
  'base.openAsVisitor': 'Odjavi se in odpri deljeno bazo',
  'base.protected': 'Ta deljena baza je zaščitena z geslom',
  'base.password': 'Geslo',
  'base.open': 'Odpri bazo',
  'base.passwordRequired': 'Geslo je obvezno',
  'base.invalidPassword': 'Napačno geslo',
  home: 'Nazaj na začetno stran',
};
