/** `webpack` or a file of it (`webpack/lib/…`), not another package whose name starts with it. */
export function isWebpackRequest(request: string): boolean {
  return request === "webpack" || request.startsWith("webpack/");
}
