import { createElement } from "react";
import { createRoot } from "react-dom/client";
import ProductList from "./ProductList.js";

// Standalone page of the remote, handy while developing it on its own.
createRoot(document.getElementById("root")).render(
  createElement(ProductList, { heading: "Catalog, running on its own" }),
);
