/** English messages of the auth plugin (namespace `auth`); validation texts are the spec's, verbatim. */
export const en: Record<string, string> = {
  'validation.emailRequired': 'E-mail is required',
  'validation.emailInvalid': 'E-mail must be valid',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordShort': 'You password must be atleast 8 characters',
  'validation.currentPasswordRequired': 'Current password is required',

  'error.title': 'Error',

  'field.email': 'E-mail',
  'field.password': 'Password',
  'field.newPassword': 'New password',
  'field.currentPassword': 'Current password',
  'field.firstname': 'First name',
  'field.lastname': 'Last name',

  'signIn.title': 'Sign in',
  'signIn.submit': 'Sign in',
  'signIn.forgot': 'Forgot password?',
  'signIn.noAccount': 'No account yet?',
  'signIn.toSignUp': 'Sign up',

  'signUp.title': 'Sign up',
  'signUp.firstUser': 'You are the first user: your account becomes the Super Admin.',
  'signUp.invited': 'You are invited: choose a password to create your account.',
  'signUp.submit': 'Sign up',
  'signUp.haveAccount': 'Already have an account?',
  'signUp.toSignIn': 'Sign in',
  'signUp.checkingInvitation': 'Checking the invitation…',

  'forgot.title': 'Forgot password',
  'forgot.lead': 'Enter the e-mail of your account: we send you a link to choose a new password.',
  'forgot.submit': 'Send the reset link',
  'forgot.sent': 'Please check your email to reset the password',
  'forgot.back': 'Back to sign in',

  'reset.title': 'Choose a new password',
  'reset.for': 'For {{email}}',
  'reset.checking': 'Checking the reset link…',
  'reset.submit': 'Set the new password',
  'reset.invalid.title': 'This link does not work',
  'reset.invalid.lead': 'The password reset link is invalid or has expired.',
  'reset.invalid.again': 'Request a new link',
  'reset.success.title': 'Password changed',
  'reset.success.lead': 'Your password has been reset. Sign in with the new one.',
  'reset.success.signIn': 'Sign in',

  'callback.title': 'Signing you in…',
  'callback.nothing': 'There is no sign-in to complete here.',

  'settings.title': 'Account settings',
  'settings.profile': 'Profile',
  'settings.profile.save': 'Save profile',
  'settings.profile.saved': 'Profile saved',
  'settings.password': 'Change password',
  'settings.password.submit': 'Change password',
  'settings.password.hint': 'Your other sessions and API tokens stop working; this one continues.',
  'settings.role': 'Role: {{role}}',

  'admin.title': 'Users',
  'admin.forbidden': 'Only an admin can manage users.',
  'admin.search': 'Search by e-mail',
  'admin.loading': 'Loading users…',
  'admin.empty': 'No user matches.',
  'admin.email': 'E-mail',
  'admin.roles': 'Roles',
  'admin.actions': 'Actions',
  'admin.pending': 'Invitation pending',
  'admin.editRoles': 'Roles of {{email}}',
  'admin.delete': 'Delete',
  'admin.deleteTitle': 'Delete {{email}}?',
  'admin.deleteBody': 'The account and its sessions are removed. This cannot be undone.',
  'admin.deleted': 'User deleted',
  'admin.rolesSaved': 'Roles of {{email}} saved',
  'admin.previous': 'Previous',
  'admin.next': 'Next',
  'admin.range': '{{from}}–{{to}} of {{total}}',
  'admin.invite': 'Invite a user',
  'admin.inviteRole': 'Role',
  'admin.inviteSubmit': 'Invite',
  'admin.inviteUrl': 'Invitation link (also sent by e-mail)',
  'admin.copy': 'Copy',

  'menu.settings': 'Settings',
  'menu.users': 'Users',
  'menu.copyToken': 'Copy auth token',
  'menu.copyProjectInfo': 'Copy Project info',
  'menu.signOut': 'Sign Out',
  'menu.signUp': 'Sign Up',
  'menu.login': 'Login',

  'toast.tokenCopied': 'Auth token copied to clipboard',
  'toast.projectInfoCopied': 'Project info copied to clipboard',
  'toast.linkCopied': 'Invitation link copied to clipboard',
  'toast.copyFailed': 'Could not copy to the clipboard',
  'session.expired': 'Token expired please login to continue',

  'preview.button': 'Preview as',
  'preview.active': 'Previewing as {{role}}',
  'preview.reset': 'Reset Preview',
  'preview.menu': 'Preview the application as a role',

  'oauth.title': 'Sign in with a provider',
  'oauth.google': 'Sign in with Google',
  'oauth.github': 'Sign in with GitHub',

  'share.button': 'Share',
  'share.hint': 'Invite people to this installation',

  'placeholder.accounts.title': 'Linked accounts',
  'placeholder.accounts.body':
    'Linking Google or GitHub to your account arrives with a later release. You can already sign in with them when the server offers them.',
  'placeholder.picture.title': 'Profile picture',
  'placeholder.picture.body': 'Uploading a profile picture arrives with a later release.',
  'placeholder.home': 'Back to the home page',
};

export { de } from './locales/de.js';
export { es } from './locales/es.js';
export { fr } from './locales/fr.js';
export { ja } from './locales/ja.js';
export { pt_BR } from './locales/pt_BR.js';
export { zh_CN } from './locales/zh_CN.js';
