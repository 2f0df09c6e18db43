/** Japanese messages of the dashboard plugin (namespace `dashboard`). */
export const ja: Record<string, string> = {
  'page.loading': 'プロジェクトを読み込んでいます…',
  'page.created': 'プロジェクト {{title}} を作成しました。テーブルを追加して始めましょう。',
  'page.tree': 'プロジェクトツリー',
  'page.tabs': '開いているタブ',
  'page.resize': 'ツリービューのサイズを変更',

  'tree.tables': 'テーブル',
  'tree.views': 'ビュー',
  'tree.functions': '関数',
  'tree.procedures': 'プロシージャ',
  'tree.sequences': 'シーケンス',
  'tree.database': 'データベース {{dbAlias}}',
  'tree.loadFailed': '読み込めませんでした: {{msg}}',
  'tree.retry': '再試行',
  'tree.settings': '設定',
  'tree.noSettings': 'プロジェクト設定はインストールされていません',
  'tree.previewAs': 'ロールでプレビュー',
  'tree.previewing': '{{role}} としてプレビュー中',
  'tree.previewRole': '{{role}} としてプレビュー',
  'tree.resetPreview': 'プレビューを解除',
  'role.editor': '編集者',
  'role.commenter': 'コメント者',
  'role.viewer': '閲覧者',

  'empty.tables': 'このスキーマにテーブルはありません',
  'empty.views': 'このスキーマにビューはありません',
  'empty.functions': 'このスキーマに関数はありません',
  'empty.procedures': 'このスキーマにプロシージャはありません',
  'empty.sequences': 'このスキーマにシーケンスはありません',

  'limit.tabs': '無料プランで開けるタブは {{maxTabs}} 個までです。タブを無制限に使うにはアップグレードしてください',
  'limit.tables': 'アクセスできるテーブルは {{maxTables}} 個までです',

  'tabs.close': '{{name}} を閉じる',
  'tabs.none': 'ツリーからテーブルを開いて始めましょう。',
  'tabs.noViewer': 'この種類のタブを表示できません',
  'tabs.noViewerHint': '「{{type}}」タイプのタブを表示するプラグインがインストールされていません。',
  'tabs.failed': 'このタブを表示できませんでした: {{msg}}',

  // Environments (000 s.3, s.4).
  'tree.environments': '環境',
  'tree.activeEnv': 'アクティブな環境',
  'env.changeTitle': '作業環境を {{env}} に切り替えますか？',
  'env.changeBody':
    'プロジェクトのデータ API、メタデータ、接続は {{env}} のデータベースを使用します。サインアウトされ、ページが再読み込みされます。',
  'env.change': '環境を切り替え',
  'env.changing': '環境を {{env}} に切り替えています…',
  'env.changingShort': '切り替え中…',
};
