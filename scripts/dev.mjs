// npm run dev: the API (restarting on change) on port 3100 and Vite's dev server on 5173, which
// forwards /api and /media to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { PORT: '3100', WEB_DIST: '', ...process.env },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    cwd: 'apps/web',
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
