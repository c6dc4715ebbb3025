// Before the test server starts: a fresh database folder (the server seeds the demo shop into
// it) and private copies of the built web app and back office, so that a rebuild during the run
// changes nothing.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const [dataDir, webCopy, adminCopy] = process.argv.slice(2);
for (const dir of [dataDir, webCopy, adminCopy]) {
  if (!dir || !resolve(dir).includes('.tmp')) {
    console.error('prepare-server: give three folders under .tmp (data, web copy, back office copy)');
    process.exit(1);
  }
}
if (!existsSync('apps/web/dist/index.html') || !existsSync('apps/admin/dist/index.html')) {
  console.error('prepare-server: build the web app and the back office first (npm run build)');
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
rmSync(webCopy, { recursive: true, force: true });
cpSync('apps/web/dist', webCopy, { recursive: true });
rmSync(adminCopy, { recursive: true, force: true });
cpSync('apps/admin/dist', adminCopy, { recursive: true });
