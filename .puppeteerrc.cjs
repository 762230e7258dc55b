/**
 * pa11y drives Chromium through Puppeteer. Puppeteer's own browser download cannot run here (and is
 * not wanted anywhere): tests point it at the system Chromium instead (scripts/chromium.ts).
 */
module.exports = { skipDownload: true };
