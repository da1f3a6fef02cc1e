import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type StopMode = 'fast' | 'immediate';

/**
 * A PostgreSQL 15 cluster of one test's own, which it may stop, crash and restart without touching
 * the shared server other test files run against. Superuser `postgres`, trust auth, database
 * `postgres`.
 */
export type PrivatePostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`; the port stays the same across restarts. */
  url: string;
  port: number;
  /** The server's own log (start-up, shutdown, crash recovery), for a failing test's message. */
  log: () => string;
  /** Stops in the given mode (fast: sessions ended with 57P01; immediate: no shutdown at all) and starts again. */
  restart: (mode: StopMode) => Promise<void>;
  /** Stops and waits until the server is gone; `fast` by default. Does nothing when stopped. */
  stop: (mode?: StopMode) => Promise<void>;
  /** Starts and waits until it accepts connections. Does nothing when running. */
  start: () => Promise<void>;
  /** Stops it (immediate) and removes its directory. */
  close: () => Promise<void>;
};

/** Where the PostgreSQL 15 programs are (Debian's layout unless PG_BIN says otherwise). */
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: then every program runs as the OS user postgres, which owns the directory. */
const asRoot = process.getuid?.() === 0;

const command = (program: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args]);

/** Runs a PostgreSQL program to its end; rejects with its output on a non-zero exit. */
const run = (program: string, args: string[], cwd: string) =>
  new Promise<void>((done, fail) => {
    const [file, argv] = command(join(pgBin, program), args);
    const child = spawn(file, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${program} ${args.join(' ')} exited with ${code}:\n${output.slice(-3000)}`))));
  });

/** True when nothing listens on 127.0.0.1:port right now. */
const portFree = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });

/**
 * A free port below the kernel's ephemeral range (32768 and up on Linux), so an outgoing
 * connection cannot take it while the server is down between a stop and a start.
 */
const freePort = async (): Promise<number> => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if (await portFree(port)) return port;
  }
  throw new Error('no free port between 20000 and 30000');
};

/**
 * Starts a fresh private cluster: initdb into a new temp directory, listening on 127.0.0.1 on a free
 * port with its Unix socket in that directory. Flushing to disk is off (fsync, full-page writes),
 * since the directory dies with the test; crash recovery after an immediate stop still finds every
 * acknowledged commit, as the OS keeps what the server wrote. synchronous_commit stays on: off, a
 * commit is acknowledged before its WAL leaves the server's buffers, and an immediate stop loses it
 * (a bet answered OK, gone after the crash). Small shared_buffers: several may run at once on a small host.
 */
export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const dir = mkdtempSync(join(tmpdir(), 'gp-private-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
  let running = false;
  let closed = false;

  // Should the test process end without close(), the server must not outlive it.
  const stopAtExit = () => {
    if (!running) return;
    const [file, argv] = command(join(pgBin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    try {
      execFileSync(file, argv, { stdio: 'ignore' });
    } catch {
      // Already gone.
    }
  };
  process.once('exit', stopAtExit);

  try {
    await run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], dir);
    const port = await freePort();
    appendFileSync(
      join(dataDir, 'postgresql.conf'),
      [
        '',
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'full_page_writes = off',
        'shared_buffers = 16MB',
        'max_connections = 60',
        '',
      ].join('\n'),
    );

    const start = async () => {
      if (closed) throw new Error('the private PostgreSQL was closed');
      if (running) return;
      await run('pg_ctl', ['-D', dataDir, '-l', logFile, '-t', '120', '-w', 'start'], dir);
      running = true;
    };
    const stop = async (mode: StopMode = 'fast') => {
      if (!running) return;
      await run('pg_ctl', ['-D', dataDir, '-m', mode, '-t', '120', '-w', 'stop'], dir);
      running = false;
    };
    const close = async () => {
      if (closed) return;
      await stop('immediate').catch(() => undefined);
      closed = true;
      process.removeListener('exit', stopAtExit);
      rmSync(dir, { recursive: true, force: true });
    };
    const log = () => {
      try {
        return readFileSync(logFile, 'utf8');
      } catch {
        return '';
      }
    };

    await start();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      log,
      restart: async (mode) => {
        await stop(mode);
        await start();
      },
      stop,
      start,
      close,
    };
  } catch (error) {
    stopAtExit();
    process.removeListener('exit', stopAtExit);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
};
