/**
 * The page's title and descriptions as the document holds them, wherever they are, and whether
 * all of them are in its head: what a browser's tab and a search engine read.
 */
export function pageHead() {
  const titles = [...document.querySelectorAll("title")];
  const descriptions = [...document.querySelectorAll('meta[name="description"]')];
  return {
    titles: titles.map((title) => title.textContent),
    descriptions: descriptions.map((meta) => meta.getAttribute("content")),
    allInHead: [...titles, ...descriptions].every((element) => element.parentElement === document.head),
  };
}
