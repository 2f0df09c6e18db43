/** Indonesian server messages. */
export const id: Record<string, string> = {
  'Comment text is required': 'Teks komentar wajib diisi',
  "Unknown column '{{cn}}'": "Kolom tidak dikenal '{{cn}}'",
  'limit must be a number': 'limit harus berupa angka',
  'limit must be an integer': 'limit harus berupa integer',
  'limit must be at least 1': 'limit minimal 1',
  'offset must be a number': 'offset harus berupa angka',
  'offset must be an integer': 'offset harus berupa integer',
  'offset must be at least 0': 'offset minimal 0',
  'project_id is required': 'project_id wajib diisi',
  '{{what}} is required': '{{what}} wajib diisi',
  '{{what}} is too long': '{{what}} terlalu panjang',
};
