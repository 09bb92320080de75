import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// react-router reads these web globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does no layout, so it has no scrolling API; components call it to keep things in view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
