/** Hebrew texts of the gallery (namespace `gallery-view`). */
export const iw: Record<string, string> = {
  'viewType.title': 'גלריה',
  'toolbar.label': 'סרגל הכלים של הגלריה',
  'toolbar.addRow': 'רשומה חדשה',
  'toolbar.cover': 'תמונת שער',
  'toolbar.noCover': 'ללא תמונת שער',
  'toolbar.title': 'כותרת הכרטיס',
  'toolbar.reload': 'טעינה מחדש',
  'gallery.loadFailed': 'לא ניתן לטעון את הגלריה: {{msg}}',
  'gallery.empty': 'אין רשומות',
  'gallery.count_one': 'רשומה אחת',
  'gallery.count_two': 'שתי רשומות',
  'gallery.count_other': '{{count}} רשומות',
  'gallery.loading': 'בטעינה…',
  'gallery.cards': 'כרטיסים',
};
