export const products = [
  { id: "lamp", name: "Desk lamp", cents: 3450 },
  { id: "mug", name: "Coffee mug", cents: 1200 },
  { id: "chair", name: "Office chair", cents: 18900 },
];
