/** Japanese texts of the calendar (namespace `calendar-view`). */
export const ja: Record<string, string> = {
  'viewType.title': 'カレンダー',
  'toolbar.label': 'カレンダーのツールバー',
  'toolbar.previous': '前へ',
  'toolbar.today': '今日',
  'toolbar.next': '次へ',
  'toolbar.layout': '表示形式',
  'toolbar.dateColumn': '日付フィールド',
  'toolbar.endColumn': '終了日フィールド',
  'toolbar.noEnd': '終了日なし',
  'layout.month': '月',
  'layout.week': '週',
  'layout.day': '日',
  'calendar.loadFailed': 'カレンダーを読み込めませんでした: {{msg}}',
  'calendar.needsDate':
    'カレンダーは日付または日時のフィールドで行を配置します。使うには、このテーブルにそのフィールドを追加してください。',
  'calendar.more': '表示しきれない予定があります',
  'calendar.moveFailed': '予定を移動できませんでした: {{msg}}',
  'calendar.addOn': '{{day}} に予定を追加',
  'calendar.events': '{{day}} の予定',
  'calendar.untitled': '（無題）',
};
