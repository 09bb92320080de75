/** The prerendered page with the app and no content, served for pages never visited while offline. */
export const APP_SHELL_URL = "/app-shell/";
