// Before the test server starts: a fresh database folder (the server seeds the demo shop into
// it) and a private copy of the built web app, so that a rebuild during the run changes nothing.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const [dataDir, webCopy] = process.argv.slice(2);
for (const dir of [dataDir, webCopy]) {
  if (!dir || !resolve(dir).includes('.tmp')) {
    console.error('prepare-server: give two folders under .tmp (data, web copy)');
    process.exit(1);
  }
}
if (!existsSync('apps/web/dist/index.html')) {
  console.error('prepare-server: build the web app first (npm run build)');
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
rmSync(webCopy, { recursive: true, force: true });
cpSync('apps/web/dist', webCopy, { recursive: true });
