import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { greeting } from "./greeting.js";

createRoot(document.body).render(createElement(MemoryRouter, null, greeting));
