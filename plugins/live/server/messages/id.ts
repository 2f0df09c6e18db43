/** Indonesian server messages. */
export const id: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Satu socket mengikuti paling banyak {{maxSubscriptions}} tabel',
  'Authentication is unavailable': 'Autentikasi tidak tersedia',
  "Forbidden: this action needs the 'airTable' permission": "Dilarang: tindakan ini memerlukan izin 'airTable'",
  'Invalid table': 'Tabel tidak valid',
  'projectId is required': 'projectId wajib diisi',
  'projectId is too long': 'projectId terlalu panjang',
  'redisUrl must be a URL': 'redisUrl harus berupa URL',
  'tn is required': 'tn wajib diisi',
  'tn is too long': 'tn terlalu panjang',
};
