// The end-to-end tests drive the system Chromium; puppeteer must never download a browser of its own.
module.exports = { skipDownload: true };
