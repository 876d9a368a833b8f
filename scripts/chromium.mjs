// Debian's Chromium for the browser tests and Lighthouse, started as this machine needs it: headless, as root
// without a sandbox, and without the background connections that a closed network refuses.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
