// Keep the entry tiny: everything that needs shared modules lives behind
// this dynamic import, so the share scope is initialised before it runs.
import("./bootstrap.js");
