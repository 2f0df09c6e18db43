/** Indonesian server messages. */
export const id: Record<string, string> = {
  'One logo at most': 'Paling banyak satu logo',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'URL logo harus berupa alamat http(s), path di server ini, atau gambar inline',
  'The title is at most 100 characters': 'Judul paling panjang 100 karakter',
};
