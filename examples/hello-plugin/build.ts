// Builds dist/ and packs plinth-plugin-hello-<version>.tgz, as `npm pack` would.
import { fileURLToPath } from 'node:url';
import { buildPluginPackage, packPlugin } from '@plinth/sdk/build';

const dir = fileURLToPath(new URL('.', import.meta.url));
await buildPluginPackage(dir);
console.log(await packPlugin(dir, `${dir}plinth-plugin-hello-1.0.0.tgz`));
