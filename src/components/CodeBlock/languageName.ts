/** How the languages of the documentation's code blocks are named to readers. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  js: "JavaScript",
  javascript: "JavaScript",
  jsx: "JSX",
  ts: "TypeScript",
  typescript: "TypeScript",
  tsx: "TSX",
  bash: "Shell",
  sh: "Shell",
  shell: "Shell",
  json: "JSON",
  html: "HTML",
  xml: "XML",
  css: "CSS",
  scss: "SCSS",
  less: "Less",
  yaml: "YAML",
  yml: "YAML",
  diff: "Diff",
  ruby: "Ruby",
  md: "Markdown",
  markdown: "Markdown",
  text: "Text",
};

/** A code block's language as readers know it, from its fence's name: `js` → `JavaScript`. */
export function languageName(language: string | undefined): string {
  if (!language) return LANGUAGE_NAMES.text ?? "Text";
  return LANGUAGE_NAMES[language.toLowerCase()] ?? language.toUpperCase();
}
