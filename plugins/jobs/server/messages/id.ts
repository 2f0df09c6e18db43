/** Indonesian server messages. */
export const id: Record<string, string> = {
  'Cron expression required': 'Ekspresi cron wajib diisi',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Ekspresi cron '{{expression}}' tidak valid: diharapkan 5 atau 6 bidang, didapat {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Ekspresi cron '{{expression}}' tidak valid: {{err}}",
  'The server running the job stopped': 'Server yang menjalankan tugas berhenti',
  "Unknown time zone '{{zone}}'": "Zona waktu tidak dikenal '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl harus berupa URL',
};
