/** Indonesian texts of the shared-views plugin (namespace `shared-views`). */
export const id: Record<string, string> = {
  'base.title': 'Base bersama',
  'base.opening': 'Membuka base bersama…',
  'base.notFound': 'Base bersama tidak ditemukan',
  'base.notFoundTitle': 'Base bersama tidak ditemukan',
  'base.unsupported': 'Aplikasi ini tidak dapat membuka base bersama',
  'base.signedIn': 'Anda masuk sebagai {{email}}. Membuka base bersama akan mengeluarkan Anda dari akun di browser ini.',
  'base.openAsVisitor': 'Keluar dan buka base bersama',
  'base.protected': 'Base bersama ini dilindungi kata sandi',
  'base.password': 'Kata sandi',
  'base.open': 'Buka base',
  'base.passwordRequired': 'Kata sandi wajib diisi',
  'base.invalidPassword': 'Kata sandi salah',
  home: 'Kembali ke beranda',
};
