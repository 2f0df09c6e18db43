/** Hebrew messages of the shared-views plugin (namespace `shared-views`). */
export const iw: Record<string, string> = {
  'base.title': 'בסיס משותף',
  'base.opening': 'פותחים את הבסיס המשותף…',
  'base.notFound': 'הבסיס המשותף לא נמצא',
  'base.notFoundTitle': 'הבסיס המשותף לא נמצא',
  'base.unsupported': 'האפליקציה הזו אינה יכולה לפתוח בסיסים משותפים',
  'base.signedIn': 'נכנסת בתור {{email}}. פתיחת בסיס משותף תנתק אותך בדפדפן הזה.',
  'base.openAsVisitor': 'יציאה ופתיחת הבסיס המשותף',
  'base.protected': 'הבסיס המשותף הזה מוגן בסיסמה',
  'base.password': 'סיסמה',
  'base.open': 'פתיחת הבסיס',
  'base.passwordRequired': 'יש להזין את הסיסמה',
  'base.invalidPassword': 'הסיסמה שגויה',
  home: 'חזרה לדף הבית',
};
