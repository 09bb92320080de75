import { createElement as h } from "react";
import formatPrice from "./formatPrice.js";
import { products } from "./products.js";

// Plain createElement calls keep the example free of a JSX compiler.
export default function ProductList({ heading = "Products", onAdd }) {
  return h(
    "section",
    { className: "catalog" },
    h("h2", null, heading),
    h(
      "ul",
      null,
      products.map((product) =>
        h(
          "li",
          { key: product.id },
          `${product.name}: ${formatPrice(product.cents)} `,
          onAdd
            ? h("button", { type: "button", onClick: () => onAdd(product) }, "Add")
            : null,
        ),
      ),
    ),
  );
}
