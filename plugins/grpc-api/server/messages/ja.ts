/** Japanese server messages. */
export const ja: Record<string, string> = {
  'Record deleted': 'レコードを削除しました',
  "Service {{service}} is not part of this project's package {{package}}":
    'サービス {{service}} はこのプロジェクトのパッケージ {{package}} に含まれていません',
  'method is required': 'method は必須です',
  'service is required': 'service は必須です',
};
