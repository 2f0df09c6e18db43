/** Japanese server messages. */
export const ja: Record<string, string> = {
  'Cron expression required': 'cron 式が必要です',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "無効な cron 式 '{{expression}}': フィールドは 5 個または 6 個必要ですが、{{fields}} 個です",
  "Invalid cron expression '{{expression}}': {{err}}": "無効な cron 式 '{{expression}}': {{err}}",
  'The server running the job stopped': 'ジョブを実行していたサーバーが停止しました',
  "Unknown time zone '{{zone}}'": "不明なタイムゾーン '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl は URL である必要があります',
};
