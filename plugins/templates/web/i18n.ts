/** Messages of the templates plugin's web part (namespace `templates`). */
export const en: Record<string, string> = {
  'gallery.title': 'Project templates',
  'gallery.body': 'The template gallery arrives with a later release. Templates can already be used through the API.',
  'detail.title': 'Project template',
  'detail.body': 'Template details and the template editor arrive with a later release.',
  'inspire.title': 'Inspiration',
  'inspire.body': 'Ideas to start a project from arrive with the template gallery in a later release.',
  home: 'Back to the home page',
};

export const de: Record<string, string> = {
  'gallery.title': 'Projektvorlagen',
  'gallery.body': 'Die Vorlagengalerie kommt in einer späteren Version. Über die API lassen sich Vorlagen schon nutzen.',
  'detail.title': 'Projektvorlage',
  'detail.body': 'Vorlagendetails und der Vorlageneditor kommen in einer späteren Version.',
  'inspire.title': 'Inspiration',
  'inspire.body': 'Ideen für neue Projekte kommen mit der Vorlagengalerie in einer späteren Version.',
  home: 'Zurück zur Startseite',
};

export const fr: Record<string, string> = {
  'gallery.title': 'Modèles de projet',
  'gallery.body': 'La galerie de modèles arrivera dans une prochaine version. Les modèles sont déjà utilisables via l’API.',
  'detail.title': 'Modèle de projet',
  'detail.body': 'Le détail des modèles et leur éditeur arriveront dans une prochaine version.',
  'inspire.title': 'Inspiration',
  'inspire.body': 'Des idées de projets arriveront avec la galerie de modèles dans une prochaine version.',
  home: 'Retour à l’accueil',
};

export const es: Record<string, string> = {
  'gallery.title': 'Plantillas de proyecto',
  'gallery.body': 'La galería de plantillas llegará en una versión posterior. Las plantillas ya se pueden usar mediante la API.',
  'detail.title': 'Plantilla de proyecto',
  'detail.body': 'El detalle de las plantillas y su editor llegarán en una versión posterior.',
  'inspire.title': 'Inspiración',
  'inspire.body': 'Las ideas para empezar un proyecto llegarán con la galería de plantillas en una versión posterior.',
  home: 'Volver a la página de inicio',
};

export const ja: Record<string, string> = {
  'gallery.title': 'プロジェクトテンプレート',
  'gallery.body': 'テンプレートギャラリーは今後のリリースで提供されます。テンプレートは API からすでに利用できます。',
  'detail.title': 'プロジェクトテンプレート',
  'detail.body': 'テンプレートの詳細とエディターは今後のリリースで提供されます。',
  'inspire.title': 'インスピレーション',
  'inspire.body': 'プロジェクトのアイデアは、今後のリリースでテンプレートギャラリーとともに提供されます。',
  home: 'ホームページに戻る',
};

export const zh_CN: Record<string, string> = {
  'gallery.title': '项目模板',
  'gallery.body': '模板库将在后续版本中提供。现在已可通过 API 使用模板。',
  'detail.title': '项目模板',
  'detail.body': '模板详情和模板编辑器将在后续版本中提供。',
  'inspire.title': '灵感',
  'inspire.body': '项目创意将随模板库在后续版本中提供。',
  home: '返回首页',
};

export const pt_BR: Record<string, string> = {
  'gallery.title': 'Modelos de projeto',
  'gallery.body': 'A galeria de modelos chegará em uma versão futura. Os modelos já podem ser usados pela API.',
  'detail.title': 'Modelo de projeto',
  'detail.body': 'Os detalhes dos modelos e o editor chegarão em uma versão futura.',
  'inspire.title': 'Inspiração',
  'inspire.body': 'Ideias para começar um projeto chegarão com a galeria de modelos em uma versão futura.',
  home: 'Voltar para a página inicial',
};
