/** Indonesian server messages. */
export const id: Record<string, string> = {
  Form: 'Formulir',
  "Column '{{key}}' cannot be filled in a form": "Kolom '{{key}}' tidak dapat diisi dalam formulir",
  "Field '{{key}}' is listed twice": "Bidang '{{key}}' tercantum dua kali",
};
