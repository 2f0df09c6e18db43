/** French texts of the shared base page (namespace `shared-views`). */
export const fr: Record<string, string> = {
  'base.protected': 'Cette base partagée est protégée par un mot de passe',
  'base.password': 'Mot de passe',
  'base.open': 'Ouvrir la base',
  'base.passwordRequired': 'Le mot de passe est obligatoire',
  'base.invalidPassword': 'Mot de passe incorrect',
  'base.title': 'Base partagée',
  'base.opening': 'Ouverture de la base partagée…',
  'base.notFound': 'Base partagée introuvable',
  'base.notFoundTitle': 'Base partagée introuvable',
  'base.unsupported': 'Cette application ne peut pas ouvrir de base partagée',
  'base.signedIn': 'Vous êtes connecté en tant que {{email}}. Ouvrir une base partagée vous déconnecte dans ce navigateur.',
  'base.openAsVisitor': 'Se déconnecter et ouvrir la base partagée',
  home: 'Retour à l’accueil',
};
