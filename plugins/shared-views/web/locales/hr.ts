/** Croatian texts of the shared-views plugin (namespace `shared-views`). */
export const hr: Record<string, string> = {
  'base.title': 'Dijeljena baza',
  'base.opening': 'Otvaranje dijeljene baze…',
  'base.notFound': 'Dijeljena baza nije pronađena',
  'base.notFoundTitle': 'Dijeljena baza nije pronađena',
  'base.unsupported': 'Ova aplikacija ne može otvoriti dijeljene baze',
  'base.signedIn': 'Prijavljeni ste kao {{email}}. Otvaranjem dijeljene baze odjavit ćete se u ovom pregledniku.',
  'base.openAsVisitor': 'Odjavi se i otvori dijeljenu bazu',
  'base.protected': 'Ova je dijeljena baza zaštićena lozinkom',
  'base.password': 'Lozinka',
  'base.open': 'Otvori bazu',
  'base.passwordRequired': 'Lozinka je obavezna',
  'base.invalidPassword': 'Pogrešna lozinka',
  home: 'Natrag na početnu stranicu',
};
