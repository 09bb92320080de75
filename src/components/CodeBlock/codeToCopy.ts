/** The code a reader wants on the clipboard: for a diff, the new version without `+`/`-` markers. */
export function codeToCopy(text: string, language: string | undefined): string {
  if (language !== "diff") return text;
  return text
    .split("\n")
    .filter((line) => !line.startsWith("-"))
    .map((line) => (line.startsWith("+") || line.startsWith(" ") ? line.slice(1) : line))
    .join("\n");
}
