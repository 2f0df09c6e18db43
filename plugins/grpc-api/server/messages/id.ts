/** Indonesian server messages. */
export const id: Record<string, string> = {
  'Record deleted': 'Baris dihapus',
  "Service {{service}} is not part of this project's package {{package}}":
    'Layanan {{service}} bukan bagian dari paket {{package}} proyek ini',
  'method is required': 'method wajib diisi',
  'service is required': 'service wajib diisi',
};
