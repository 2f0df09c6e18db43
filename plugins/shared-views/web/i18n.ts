/** English messages of the shared-views plugin (namespace `shared-views`). */
export const en: Record<string, string> = {
  'base.title': 'Shared base',
  'base.opening': 'Opening the shared base…',
  'base.notFound': 'Shared base not found',
  'base.notFoundTitle': 'Shared base not found',
  'base.unsupported': 'This app cannot open shared bases',
  'base.signedIn': 'You are signed in as {{email}}. Opening a shared base signs you out in this browser.',
  'base.openAsVisitor': 'Sign out and open the shared base',
  'base.protected': 'This shared base is protected by a password',
  'base.password': 'Password',
  'base.open': 'Open the base',
  'base.passwordRequired': 'The password is required',
  'base.invalidPassword': 'Wrong password',
  home: 'Back to the home page',
};
