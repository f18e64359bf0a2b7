// The one place that says which Chromium every browser test, benchmark and audit uses.
// Debian's Chromium is the only browser on these machines; test tools must never download their own.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Without the background-networking flags Chromium floods the closed network with refused connections.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
