import { TextDecoder, TextEncoder } from "node:util";

// jsdom lacks the Encoding API that React Router reads when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
import "@testing-library/jest-dom";
// jsdom does no layout, so it has no scrolling API; components call it to keep things in view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// jsdom has <dialog> without its methods: these open and close it as a browser does, minus the
// top layer and the focus moves, which the end-to-end tests check in Chromium.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.hasAttribute("open")) return;
  this.removeAttribute("open");
  this.dispatchEvent(new Event("close"));
};
