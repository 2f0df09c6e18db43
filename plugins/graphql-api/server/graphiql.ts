/**
 * GraphiQL for browsers at the project's gqlApiUrl. The page and its assets come from npm
 * (graphiql 3's UMD build on React 18's UMD builds: later GraphiQL releases ship ES modules
 * only, meant for a bundler or a CDN), served by this plugin; nothing loads from elsewhere.
 *
 * The page holds no project data and is public, like Swagger UI; every query it sends carries
 * the signed-in user's token, read from the web app's session in localStorage (the SDK's
 * SESSION_STORAGE_KEY = `{ token }`) at each request, so a renewed token is
 * picked up. A header typed into GraphiQL's header editor (`xc-auth`, or an API token as
 * `xc-token`) wins.
 *
 * GraphiQL keeps its state (tabs, the history of queries) per project: its storage is
 * localStorage under a prefix of the page's own path, and the history holds 500 queries (000 s.9).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Router } from 'express';
import { SESSION_STORAGE_KEY } from '@plinth/sdk';
import { createRouter, publicRoute } from '@plinth/sdk/server';

/** Queries GraphiQL's history keeps per project (000 s.9: history lists hold at most 500). */
const GRAPHQL_HISTORY_LIMIT = 500;

/** Where the assets are served (absolute: the page's own URL differs per project). */
export const ASSETS_PATH = '/api/v1/graphql-api/graphiql';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Served file name -> file on disk. */
const ASSETS: Record<string, string> = {
  'react.production.min.js': join(packageDir('react'), 'umd', 'react.production.min.js'),
  'react-dom.production.min.js': join(packageDir('react-dom'), 'umd', 'react-dom.production.min.js'),
  'graphiql.min.js': join(packageDir('graphiql'), 'graphiql.min.js'),
  'graphiql.min.css': join(packageDir('graphiql'), 'graphiql.min.css'),
};
const VERSION = (require('graphiql/package.json') as { version: string }).version;

/**
 * Plain JavaScript, served as a file (no inline script): the fetcher that adds the session
 * token, and GraphiQL's mount. The endpoint is the page's own URL.
 */
const INIT_SCRIPT = `(function () {
  var endpoint = window.location.pathname;
  function sessionToken() {
    try {
      var session = JSON.parse(window.localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) || 'null');
      return session && typeof session.token === 'string' && session.token ? session.token : null;
    } catch (e) {
      return null;
    }
  }
  function fetcher(params, options) {
    var headers = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', 'xc-gui': 'true' };
    var typed = (options && options.headers) || {};
    var names = Object.keys(typed).map(function (k) { return k.toLowerCase(); });
    Object.keys(typed).forEach(function (k) { headers[k] = String(typed[k]); });
    if (names.indexOf('xc-auth') < 0 && names.indexOf('xc-token') < 0) {
      var token = sessionToken();
      if (token) headers['xc-auth'] = token;
    }
    return fetch(endpoint, { method: 'POST', headers: headers, body: JSON.stringify(params), credentials: 'same-origin' }).then(function (res) {
      return res.text().then(function (text) {
        try {
          return JSON.parse(text);
        } catch (e) {
          return { errors: [{ message: 'HTTP ' + res.status + ': ' + text.slice(0, 500) }] };
        }
      });
    });
  }
  var prefix = 'plinth:graphiql:' + endpoint + ':';
  var storage = {
    getItem: function (key) { return window.localStorage.getItem(prefix + key); },
    setItem: function (key, value) { window.localStorage.setItem(prefix + key, value); },
    removeItem: function (key) { window.localStorage.removeItem(prefix + key); },
    clear: function () {
      Object.keys(window.localStorage).forEach(function (key) { if (key.indexOf(prefix) === 0) window.localStorage.removeItem(key); });
    },
    key: function (i) { return Object.keys(window.localStorage).filter(function (k) { return k.indexOf(prefix) === 0; })[i] || null; },
    get length() { return Object.keys(window.localStorage).filter(function (k) { return k.indexOf(prefix) === 0; }).length; },
  };
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  root.render(
    React.createElement(GraphiQL, {
      fetcher: fetcher,
      storage: storage,
      maxHistoryLength: ${GRAPHQL_HISTORY_LIMIT},
      defaultEditorToolsVisibility: true,
      shouldPersistHeaders: false,
    }),
  );
})();
`;

export function graphiqlPage(): string {
  const asset = (file: string) => `${ASSETS_PATH}/${file}?v=${VERSION}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Plinth GraphQL API</title>
<link rel="stylesheet" href="${asset('graphiql.min.css')}">
<style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
<div id="graphiql">Loading GraphiQL...</div>
<script src="${asset('react.production.min.js')}"></script>
<script src="${asset('react-dom.production.min.js')}"></script>
<script src="${asset('graphiql.min.js')}"></script>
<script src="${asset('graphiql-init.js')}"></script>
</body>
</html>
`;
}

/** The assets router, mounted at `ASSETS_PATH`. */
export function graphiqlAssets(): Router {
  const router = createRouter();
  router.use(publicRoute("GraphiQL's static scripts and styles: no data"));
  router.get('/graphiql-init.js', (_req, res) => {
    res.type('application/javascript').set('cache-control', 'no-cache').send(INIT_SCRIPT);
  });
  for (const [file, path] of Object.entries(ASSETS)) {
    // Versioned URLs (`?v=`): a new graphiql release is a new URL, so the files may be cached.
    router.get(`/${file}`, (_req, res, next) => res.sendFile(path, { maxAge: '7d', dotfiles: 'allow' }, (err) => err && next(err)));
  }
  return router;
}
