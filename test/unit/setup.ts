import { TextDecoder, TextEncoder } from "node:util";

// jsdom lacks the Encoding API that React Router reads when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
import "@testing-library/jest-dom";
// jsdom does no layout, so it has no scrolling API; components call it to keep things in view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// jsdom has <dialog> without its modal API: showing and closing is all components rely on here.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};
