import "@testing-library/jest-dom";
// jsdom does no layout, so it has no scrolling API; components call it to keep things in view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
