import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The one list of built-in plugins, shared with host-server (bundled into the config by Vite).
import { builtInPlugins } from '../host-server/src/plugins.js';
import { plinthWebPlugins } from './vite-plugins/plinth-web-plugins.js';

const hostWebDir = fileURLToPath(new URL('.', import.meta.url));
const pluginsDir = fileURLToPath(new URL('../plugins', import.meta.url));
/** The API server the dev server forwards to (the spec's default backend is local port 8080). */
const backend = process.env.PLINTH_BACKEND_URL ?? 'http://localhost:8080';
const proxied = ['/api', '/auth', '/user', '/dashboard', '/nc'];

export default defineConfig({
  root: hostWebDir,
  base: '/',
  plugins: [react(), plinthWebPlugins({ pluginsDir, pluginIds: builtInPlugins })],
  resolve: {
    // Plugins live in their own packages; one copy of each shared runtime keeps React context,
    // mobx observables and Primer's portal registry shared between the frame and the plugins.
    dedupe: ['react', 'react-dom', 'mobx', 'mobx-react-lite', '@primer/react', 'react-router-dom'],
  },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: true }])),
      // Live grid updates (the live plugin): WebSocket upgrades too.
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Vendor code changes less often than the frame and plugins: separate, long-cached chunks.
        codeSplitting: {
          groups: [
            { name: 'primer', test: /node_modules[\\/]@primer[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
