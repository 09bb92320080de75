import { createElement as h, lazy, Suspense, useState } from "react";

// Resolved at runtime from the "catalog" container, not from node_modules.
const ProductList = lazy(() => import("catalog/ProductList"));

export default function App() {
  const [cart, setCart] = useState([]);
  const addToCart = (product) => setCart((items) => [...items, product]);

  return h(
    "main",
    null,
    h("h1", null, "Shop"),
    h("p", { id: "cart" }, `Items in cart: ${cart.length}`),
    h(
      Suspense,
      { fallback: h("p", null, "Loading the catalog...") },
      h(ProductList, { heading: "Products from the catalog remote", onAdd: addToCart }),
    ),
  );
}
