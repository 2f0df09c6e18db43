/** Indonesian texts of the calendar (namespace `calendar-view`). */
export const id: Record<string, string> = {
  'viewType.title': 'Kalender',
  'toolbar.label': 'Bilah alat kalender',
  'toolbar.previous': 'Sebelumnya',
  'toolbar.today': 'Hari ini',
  'toolbar.next': 'Berikutnya',
  'toolbar.layout': 'Tata letak',
  'toolbar.dateColumn': 'Kolom tanggal',
  'toolbar.endColumn': 'Kolom tanggal selesai',
  'toolbar.noEnd': 'Tanpa tanggal selesai',
  'layout.month': 'Bulan',
  'layout.week': 'Minggu',
  'layout.day': 'Hari',
  'calendar.loadFailed': 'Kalender tidak dapat dimuat: {{msg}}',
  'calendar.needsDate':
    'Kalender menempatkan baris berdasarkan kolom tanggal atau tanggal-waktu. Tambahkan kolom seperti itu ke tabel ini untuk menggunakannya.',
  'calendar.more': 'Masih ada acara lain yang tidak ditampilkan',
  'calendar.moveFailed': 'Acara tidak dapat dipindahkan: {{msg}}',
  'calendar.addOn': 'Tambah acara pada {{day}}',
  'calendar.events': 'Acara pada {{day}}',
  'calendar.untitled': '(tanpa judul)',
};
