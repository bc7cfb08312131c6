// docs/deploy.md stays true: every command in its shell blocks is one this test runs here (the
// unit verified by systemd, the Caddyfile validated by Caddy, with the domain replaced as the
// guide replaces it) or checks against the files it names (the unit's user, folders and
// settings file; the packages in Debian's index; the npm scripts). A command it does not know
// fails the test, so a new step in the guide comes with its check.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const guide = readFileSync(join(ROOT, 'docs', 'deploy.md'), 'utf8');
const unitText = readFileSync(join(ROOT, 'deploy', 'canfresh.service'), 'utf8');
const settings = parseEnv(readFileSync(join(ROOT, 'deploy', 'canfresh.env.example'), 'utf8'));
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const unit = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(unitText)?.[1];
const blocks = [...guide.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
const commands = blocks.flatMap((block) =>
  block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);
const work = mkdtempSync(join(tmpdir(), 'canfresh-guide-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ENV_FILE = unit('EnvironmentFile')!;
const NODE_TARBALL = /^curl -fsSLO https:\/\/nodejs\.org\/dist\/v(\d+)\.(\d+)\.\d+\/(node-v[\d.]+-linux-x64\.tar\.xz)$/;

/** Each command the guide may give, with its check; returns false for a command it does not know. */
function check(command: string): boolean {
  const line = command.replace(/^sudo (-u (\S+) -H )?/, (_all, _as, user: string | undefined) => {
    if (user) expect(user, 'the doctor runs as the unit').toBe(unit('User'));
    return '';
  });
  const known: [RegExp, (m: RegExpExecArray) => void][] = [
    [/^apt-get update$/, () => undefined],
    [
      /^apt-get install -y ([\w .-]+)$/,
      (m) => {
        for (const name of m[1]!.split(' ')) expect(spawnSync('apt-cache', ['show', name]).status, `Debian has ${name}`).toBe(0);
      },
    ],
    [
      NODE_TARBALL,
      (m) => expect(Number(m[1]) > 22 || (Number(m[1]) === 22 && Number(m[2]) >= 12), 'a Node the README supports').toBe(true),
    ],
    [
      /^tar -xJf (\S+) -C \/usr\/local --strip-components=1$/,
      (m) =>
        expect(
          commands.some((c) => NODE_TARBALL.exec(c)?.[3] === m[1]),
          'the file just downloaded',
        ).toBe(true),
    ],
    [/^node --version$/, () => expect(execFileSync('node', ['--version'], { encoding: 'utf8' })).toMatch(/^v\d+\./)],
    [
      /^useradd --system --home-dir (\S+) --shell \/usr\/sbin\/nologin (\S+)$/,
      (m) => {
        expect(m[1]).toBe(settings.DATA_DIR);
        expect(m[2]).toBe(unit('User'));
      },
    ],
    [/^install -d -m 700 -o (\S+) -g \1 (\S+)$/, (m) => expect([settings.DATA_DIR, '/etc/canfresh']).toContain(m[2])],
    [
      /^install -m 600 -o canfresh -g canfresh (\S+) (\S+)$/,
      (m) => {
        expect(existsSync(join(ROOT, m[1]!)), `${m[1]} is in the repository`).toBe(true);
        expect(m[2]).toBe(ENV_FILE);
      },
    ],
    [/^-e (\S+)$/, (m) => expect(m[1]).toBe(ENV_FILE)],
    [/^REPOSITORY=https:\/\/\S+$/, () => undefined],
    [/^git clone "\$REPOSITORY" (\S+)$/, (m) => expect(m[1]).toBe(unit('WorkingDirectory'))],
    [/^cd (\S+)$/, (m) => expect(m[1]).toBe(unit('WorkingDirectory'))],
    [/^npm ci$/, () => expect(existsSync(join(ROOT, 'package-lock.json'))).toBe(true)],
    [/^npm run (\S+)$/, (m) => expect(scripts).toHaveProperty(m[1]!)],
    [
      /^npm --prefix (\S+) run (\S+) -- --env-file (\S+)$/,
      (m) => {
        expect(m[1]).toBe(unit('WorkingDirectory'));
        expect(scripts).toHaveProperty(m[2]!);
        expect(m[3]).toBe(ENV_FILE);
      },
    ],
    [/^cp (deploy\/\S+) (\S+)$/, (m) => expect(existsSync(join(ROOT, m[1]!)), `${m[1]} is in the repository`).toBe(true)],
    [
      /^systemd-analyze verify \/etc\/systemd\/system\/canfresh\.service$/,
      () =>
        expect(spawnSync('systemd-analyze', ['verify', join(ROOT, 'deploy', 'canfresh.service')], { encoding: 'utf8' }).stderr).toBe(''),
    ],
    [/^systemctl (daemon-reload|(enable --now|status|restart) canfresh|reload caddy)$/, () => undefined],
    [/^curl -fsS http:\/\/127\.0\.0\.1:(\d+)\/healthz$/, (m) => expect(m[1]).toBe(settings.PORT)],
    [
      /^sed -i 's\/canfreshatl\\\.com\/yourdomain\.com\/g' \/etc\/caddy\/Caddyfile$/,
      () => {
        const copy = join(work, 'Caddyfile');
        copyFileSync(join(ROOT, 'deploy', 'Caddyfile'), copy);
        execFileSync('sed', ['-i', 's/canfreshatl\\.com/yourdomain.com/g', copy]);
        const replaced = readFileSync(copy, 'utf8');
        expect(replaced).not.toContain('canfreshatl.com');
        expect(replaced).toMatch(/^yourdomain\.com \{$/m);
        expect(replaced).toMatch(/^www\.yourdomain\.com \{$/m);
        expect(spawnSync('caddy', ['validate', '--config', copy, '--adapter', 'caddyfile'], { encoding: 'utf8' }).status).toBe(0);
      },
    ],
    [/^caddy validate --config \/etc\/caddy\/Caddyfile --adapter caddyfile$/, () => undefined],
    [/^curl -fsSI https:\/\/yourdomain\.com\/$/, () => undefined],
    [/^ufw allow (80|443)\/tcp$/, () => undefined],
    [
      /^NOTED=\$\(git rev-parse HEAD\)$/,
      () => expect(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' })).toMatch(/^[0-9a-f]{40}/),
    ],
    [/^echo "\$NOTED"$/, () => undefined],
    [/^git (pull|checkout "\$NOTED")$/, () => undefined],
  ];
  const found = known.find(([pattern]) => pattern.test(line));
  if (!found) return false;
  found[1](found[0].exec(line)!);
  return true;
}

describe('docs/deploy.md', () => {
  it('has its commands in shell blocks that bash reads', () => {
    expect(blocks.length).toBeGreaterThan(8);
    for (const block of blocks) expect(spawnSync('bash', ['-n'], { input: block, encoding: 'utf8' }).stderr).toBe('');
  });

  it('gives only commands this test runs or checks', () => {
    expect(commands.filter((command) => !check(command))).toEqual([]);
  });

  it("the unit, the Caddyfile and the settings' template agree with each other and with the server", () => {
    expect(unit('StateDirectory')).toBe('canfresh');
    expect(settings.DATA_DIR).toBe('/var/lib/canfresh');
    expect(unit('ExecStart')).toBe(`node ${unit('WorkingDirectory')}/dist/node/server/start.js`);
    expect(settings).toMatchObject({ HOST: '127.0.0.1', TRUST_PROXY: '1', HSTS: 'true' });
    expect(readFileSync(join(ROOT, 'deploy', 'Caddyfile'), 'utf8')).toContain(`reverse_proxy 127.0.0.1:{$CANFRESH_PORT:${settings.PORT}}`);
    for (const key of ['NoNewPrivileges=true', 'ProtectSystem=strict', 'ProtectHome=true', 'PrivateTmp=true', 'Restart=on-failure'])
      expect(unitText).toContain(`\n${key}\n`);
    // The Caddyfile's check without the guide's replacement too.
    expect(spawnSync('caddy', ['validate', '--config', join(ROOT, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile']).status).toBe(0);
  });
});
