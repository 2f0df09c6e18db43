import { definePlugin } from '@plinth/sdk';
import { lazyComponent } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';

const en = {
  tab: 'API Client (Swagger)',
  frame: 'Swagger UI of this project',
  open: 'Open in a new window',
  noProject: 'Open a project to see its Swagger UI.',
};
const de = {
  tab: 'API-Client (Swagger)',
  frame: 'Swagger UI dieses Projekts',
  open: 'In neuem Fenster öffnen',
  noProject: 'Öffnen Sie ein Projekt, um seine Swagger UI zu sehen.',
};
const fr = {
  tab: 'Client API (Swagger)',
  frame: 'Swagger UI de ce projet',
  open: 'Ouvrir dans une nouvelle fenêtre',
  noProject: 'Ouvrez un projet pour voir son Swagger UI.',
};
const es = {
  tab: 'Cliente API (Swagger)',
  frame: 'Swagger UI de este proyecto',
  open: 'Abrir en una ventana nueva',
  noProject: 'Abra un proyecto para ver su Swagger UI.',
};
const ja = {
  tab: 'API クライアント (Swagger)',
  frame: 'このプロジェクトの Swagger UI',
  open: '新しいウィンドウで開く',
  noProject: 'Swagger UI を見るにはプロジェクトを開いてください。',
};
const zh_CN = {
  tab: 'API 客户端 (Swagger)',
  frame: '本项目的 Swagger UI',
  open: '在新窗口中打开',
  noProject: '打开一个项目以查看其 Swagger UI。',
};
const pt_BR = {
  tab: 'Cliente de API (Swagger)',
  frame: 'Swagger UI deste projeto',
  open: 'Abrir em nova janela',
  noProject: 'Abra um projeto para ver o Swagger UI dele.',
};

/** The web half: the API Client (Swagger) tab (000 s.2), for anyone who may read the project's rows. */
export default definePlugin({
  manifest,
  web: {
    dashboardTabs: [
      {
        type: 'apiClientSwagger',
        title: 'tab',
        singleton: true,
        permission: 'airTable',
        component: lazyComponent(() => import('./SwaggerTab.js')),
      },
    ],
    i18n: { en, de, fr, es, ja, zh_CN, pt_BR },
  },
});
