import { chromium } from '@playwright/test';

/**
 * Frames as soon as something changed, not on a 60 Hz clock: a key's time to paint is then the
 * work it costs, without the wait for the next display refresh (up to 16.7 ms) that no page can shorten.
 */
export const UNTHROTTLED_FRAMES = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

/** Debian's Chromium, as the browser tests run it (never a downloaded browser). */
export const launchChromium = (extraArgs: string[] = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
