/** Indonesian server messages. */
export const id: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'URL tidak valid: diperlukan URL http atau https absolut',
  'body is too large': 'body terlalu besar',
  'method is one of {{METHODS}}': 'method adalah salah satu dari {{METHODS}}',
  'url is required': 'url wajib diisi',
  'url is too long': 'url terlalu panjang',
};
