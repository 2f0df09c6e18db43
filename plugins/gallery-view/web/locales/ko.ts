/** Korean texts of the gallery (namespace `gallery-view`). */
export const ko: Record<string, string> = {
  'viewType.title': '갤러리',
  'toolbar.label': '갤러리 도구 모음',
  'toolbar.addRow': '새 레코드',
  'toolbar.cover': '표지',
  'toolbar.noCover': '표지 없음',
  'toolbar.title': '카드 제목',
  'toolbar.reload': '새로 고침',
  'gallery.loadFailed': '갤러리를 불러올 수 없습니다: {{msg}}',
  'gallery.empty': '레코드 없음',
  'gallery.count_other': '레코드 {{count}}개',
  'gallery.loading': '불러오는 중…',
  'gallery.cards': '카드',
};
