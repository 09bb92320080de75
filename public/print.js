// Printable pages ship no application code: this only opens the print dialog once the page is ready.
window.addEventListener("load", () => window.print());
