/** Japanese server messages. */
export const ja: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' は多対多のリンクを保持しています: リンク先のテーブルを選択してください。リンクはその行と一緒に追加されます",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' はビューです: サンプル行を追加できるのはテーブルだけです",
  'A table is chosen twice': '同じテーブルが 2 回選択されています',
  'Args must be an object': 'Args はオブジェクトである必要があります',
  'At most 500 tables': 'テーブルは最大 500 個です',
  'Choose at least one table': 'テーブルを 1 つ以上選択してください',
  'Locale must be one of {{SEED_LOCALES}}': 'ロケールは {{SEED_LOCALES}} のいずれかである必要があります',
  'No sample data settings yet: choose the tables and rows first':
    'サンプルデータの設定がまだありません: 先にテーブルと行を選択してください',
  'Sample data is already being added to this project': 'このプロジェクトにはすでにサンプルデータを追加中です',
  'Sample data is being added: stop it first': 'サンプルデータを追加中です: 先に停止してください',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ": "'{{_tn}}' のサンプル行がほかの行から参照されています ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "テーブル '{{_tn}}' に主キーがありません: サンプル行を後から削除できなくなります",
  "Table '{{_tn}}' is disabled in Meta Management": "テーブル '{{_tn}}' はメタ管理で無効になっています",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "テーブル '{{_tn}}' には '{{rtn}}' の行が必要です: '{{rtn2}}' にもサンプル行を追加してください",
  "Table '{{tn}}' is chosen twice": "テーブル '{{tn}}' が 2 回選択されています",
  "Table '{{tn}}' not found": "テーブル '{{tn}}' が見つかりません",
  'Table name is too long': 'テーブル名が長すぎます',
  'Table name required': 'テーブル名は必須です',
  'Tables must be a list of { tn, rows }': 'Tables は { tn, rows } のリストである必要があります',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'テーブル {{names}} は必須のキーで互いを参照しているため、どの順序でも埋められません',
  'project_id is required': 'project_id は必須です',
  '{{total}} sample rows removed': 'サンプル行を {{total}} 件削除しました',
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "サンプルデータとして追加されていない '{{_tn}}' の 1 行が '{{_tn2}}' のサンプル行を参照しています。先に削除するか、別の行を参照させてください。何も削除されていません",
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "サンプルデータとして追加されていない '{{_tn}}' の {{rows}} 行が '{{_tn2}}' のサンプル行を参照しています。先に削除するか、別の行を参照させてください。何も削除されていません",
};
