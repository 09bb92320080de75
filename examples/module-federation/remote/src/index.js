// An asynchronous boundary: the dynamic import gives the module federation
// runtime a chance to agree on shared modules (react, react-dom) before any
// code that uses them runs.
import("./bootstrap.js");
