/** Indonesian texts of the terminal (namespace `terminal`). */
export const id: Record<string, string> = {
  tab: 'Terminal',
  tabs: 'Daftar terminal',
  local: 'Lokal ({{n}})',
  add: 'Terminal baru',
  close: 'Tutup Lokal ({{n}})',
  run: 'Jalankan',
  stop: 'Hentikan',
  clear: 'Bersihkan',
  npmInstall: 'Jalankan npm install',
  loading: 'Membuka terminal…',
  limit: 'Hanya {{max}} terminal yang dapat dibuka',
  'error.open': 'Terjadi kesalahan saat membuka terminal',
  'error.useSystem': 'Silakan gunakan terminal sistem Anda',
  'exit.exited': '[shell telah berakhir]',
  'exit.idle': '[ditutup karena tidak aktif]',
  'exit.closed': '[ditutup]',
  'off.operator':
    'Terminal nonaktif: terminal ini adalah shell di server, jadi operator server harus mengaktifkannya (PLINTH_TERMINAL=1). Silakan gunakan terminal sistem Anda.',
  'off.superAdmin': 'Terminal adalah shell di server: hanya Super Admin yang boleh membukanya. Silakan gunakan terminal sistem Anda.',
  'settings.title': 'Akses terminal',
  'settings.on':
    'Terminal aktif untuk Anda. Terminal yang tidak menerima input selama {{minutes}} menit akan ditutup; setiap sesi direkam.',
  openTerminal: 'Buka terminal',
};
