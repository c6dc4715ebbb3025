// npm run dev: the API (restarting on change) on port 3100, the storefront's Vite dev server on
// 5173 and the back office's on 5174 (http://localhost:5174/admin/), both forwarding /api to it.
// Ctrl-C stops all three.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { PORT: '3100', WEB_DIST: '', ADMIN_DIST: '', ...process.env },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { VITE_API_TARGET: 'http://127.0.0.1:3100', ...process.env },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    cwd: 'apps/admin',
    stdio: 'inherit',
    env: { VITE_API_TARGET: 'http://127.0.0.1:3100', ...process.env },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) stop();
  });
