/** Italian messages of the shared-views plugin (namespace `shared-views`). */
export const it_IT: Record<string, string> = {
  'base.title': 'Base condivisa',
  'base.opening': 'Apertura della base condivisa…',
  'base.notFound': 'Base condivisa non trovata',
  'base.notFoundTitle': 'Base condivisa non trovata',
  'base.unsupported': 'Questa applicazione non può aprire basi condivise',
  'base.signedIn': 'Hai effettuato l’accesso come {{email}}. Aprendo una base condivisa verrai disconnesso in questo browser.',
  'base.openAsVisitor': 'Esci e apri la base condivisa',
  'base.protected': 'Questa base condivisa è protetta da password',
  'base.password': 'Password della base',
  'base.open': 'Apri la base',
  'base.passwordRequired': 'La password è obbligatoria',
  'base.invalidPassword': 'Password errata',
  home: 'Torna alla pagina iniziale',
};
