#!/usr/bin/env node
// Makes sure Debian's Chromium is installed at /usr/bin/chromium, which the Playwright
// journeys and the bench launch through playwright-core. The browser is never downloaded
// by Playwright itself (ARCHITECTURE.md, "Tests"): we use the distribution package.
//
// Idempotent: when the binary is present and runs, this exits 0 in well under a second.
// Otherwise, as root, it runs `apt-get update` and `apt-get install -y chromium`, printing
// what it does; anywhere else it fails with a message saying what to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function version() {
  const r = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  return r.status === 0 ? r.stdout.trim() : null;
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function run(cmd, args) {
  console.log(`ensure-chromium: $ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.error) fail(`could not run ${cmd}: ${r.error.message}`);
  if (r.status !== 0) fail(`\`${cmd} ${args.join(' ')}\` exited with ${r.status ?? r.signal}`);
}

if (isExecutable(CHROMIUM_PATH)) {
  const v = version();
  if (v) {
    console.log(`ensure-chromium: ${v} at ${CHROMIUM_PATH}`);
    process.exit(0);
  }
  console.log(`ensure-chromium: ${CHROMIUM_PATH} exists but \`--version\` failed; reinstalling`);
}

if (process.platform !== 'linux') {
  fail(`${CHROMIUM_PATH} is missing and automatic install only works on Debian/Ubuntu.`);
}
if (!isExecutable('/usr/bin/apt-get')) {
  fail(`${CHROMIUM_PATH} is missing and apt-get is not available; install Chromium so that ${CHROMIUM_PATH} exists.`);
}
if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  fail(`${CHROMIUM_PATH} is missing. Install it as root: sudo apt-get update && sudo apt-get install -y chromium`);
}

console.log(`ensure-chromium: ${CHROMIUM_PATH} not found; installing Debian's chromium package`);
run('apt-get', ['update']);
run('apt-get', ['install', '-y', 'chromium']);

const v = isExecutable(CHROMIUM_PATH) ? version() : null;
if (!v) fail(`apt-get finished but ${CHROMIUM_PATH} still does not run.`);
console.log(`ensure-chromium: installed ${v}`);
