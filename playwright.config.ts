import { defineConfig } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, e2eDataDir } from './tests/e2e/fixtures/instance-operator';
import { E2E_PARTNER, E2E_PARTNER_SECRET, partnerHostOrigin } from './tests/e2e/fixtures/partner-host';
import { shellSeenStorage } from './tests/e2e/fixtures/shell-seen';
import { E2E_LRS_KEY, E2E_LRS_SECRET, lrsPort } from './tests/e2e/fixtures/fake-lrs';

const PORT = Number(process.env.PW_PORT ?? 4173);
const DATA_DIR = e2eDataDir(PORT);

/** Browser tests drive Debian's Chromium against a real server on embedded defaults (a fresh data folder each run). */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two spec files at a time against the one server: every spec makes its own users and organisations,
  // and most of a browser test's time is waiting (saves held back, a minute of typing), so two take
  // little more than half of one's time on 2 cores (a slow machine: 25 min, the tests' own times adding
  // up to 48). PW_WORKERS=1 for one at a time.
  workers: Number(process.env.PW_WORKERS ?? 2),
  // One retry, and the list reporter names the test "flaky": a real browser on a loaded CI machine
  // once lost a single step in 127 tests (media-jobs, not reproduced in 40 runs under CPU load).
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    // Every spec starts as a user who has seen the tours and What's New; the specs of those reset it.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${PORT}`, localStorage: shellSeenStorage() }],
    },
  },
  webServer: [
    {
      // The xAPI LRS that share-link learners' statements go to (learner-statements.spec.ts).
      command: 'node --import tsx tests/e2e/fixtures/fake-lrs.ts',
      url: `http://127.0.0.1:${lrsPort(PORT)}/received`,
      env: { FAKE_LRS_PORT: String(lrsPort(PORT)) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `rm -rf ${DATA_DIR} && node --import tsx src/main.ts`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      // Every spec registers from 127.0.0.1: the default of 5 registrations per address per hour would stop the run.
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        LOG_LEVEL: 'warn',
        REGISTRATION_LIMIT_PER_HOUR: '10000',
        // Every player the specs open counts a learner view from 127.0.0.1: past the default the metrics spec would see none.
        LEARNER_VIEWS_PER_HOUR: '100000',
        // The partner site of the embedding, single sign-on and cookie specs (tests/e2e/fixtures/partner-host.ts).
        PARTNER_SECRETS: `${E2E_PARTNER}:${E2E_PARTNER_SECRET}`,
        EMBED_ORIGINS: partnerHostOrigin(PORT),
        // The operator of /admin/all/ (instance-admin.spec.ts).
        INSTANCE_ADMINS: E2E_OPERATOR_EMAIL,
        // The learning platform of lti.spec.ts runs on this machine, which LTI calls may not reach unless allowed.
        LTI_ALLOWED_NETWORKS: '127.0.0.1',
        LRS_ENDPOINT: `http://127.0.0.1:${lrsPort(PORT)}/xapi`,
        LRS_KEY: E2E_LRS_KEY,
        LRS_SECRET: E2E_LRS_SECRET,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
