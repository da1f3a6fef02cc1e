import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

const newestMtime = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => (name === 'node_modules' || name === 'dist' ? max : Math.max(max, newestMtime(join(path, name)))),
    stat.mtimeMs,
  );
};

/** The SPAs (and the demo vendor's two apps, each built into its own folder) and the shared packages they are built from. */
const sites: { workspace: string; dists?: string[]; inputs: string[] }[] = [
  { workspace: 'apps/web', inputs: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts'] },
  { workspace: 'apps/backoffice', inputs: ['apps/backoffice/src', 'apps/backoffice/index.html', 'apps/backoffice/public', 'apps/backoffice/vite.config.ts'] },
  {
    workspace: 'apps/demo-vendor',
    dists: ['apps/demo-vendor/sportsbook/dist', 'apps/demo-vendor/halls/dist'],
    // They read types from the vendor's sources (the feed's, the bets'), which change nothing built,
    // and the halls draw the roads with the engine's own functions.
    inputs: [
      'apps/demo-vendor/sportsbook/src',
      'apps/demo-vendor/sportsbook/index.html',
      'apps/demo-vendor/sportsbook/vite.config.ts',
      'apps/demo-vendor/halls/src',
      'apps/demo-vendor/halls/index.html',
      'apps/demo-vendor/halls/vite.config.ts',
      'apps/demo-vendor/src/engines/roads.ts',
    ],
  },
];
const shared = ['packages/ui/src', 'packages/i18n/src', 'packages/contracts/src', 'packages/api-client/src'];

/** Builds each SPA whose dist is missing or older than its sources; a second start skips this. */
export const buildIfStale = (log: (line: string) => void = console.log): void => {
  const sharedMtime = Math.max(...shared.map((p) => newestMtime(join(root, p))));
  for (const site of sites) {
    const builtAt = Math.min(
      ...(site.dists ?? [join(site.workspace, 'dist')]).map((dist) => {
        const built = join(root, dist, 'index.html');
        return existsSync(built) ? statSync(built).mtimeMs : 0;
      }),
    );
    const sourceAt = Math.max(sharedMtime, ...site.inputs.map((p) => newestMtime(join(root, p))));
    if (builtAt > sourceAt) continue;
    log(`building ${site.workspace} ...`);
    const result = spawnSync('npm', ['run', 'build', '-w', site.workspace], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status !== 0) throw new Error(`build of ${site.workspace} failed`);
  }
};
