import type { Root } from "hast";
import { refractor } from "refractor/core";
import bash from "refractor/bash";
import coffeescript from "refractor/coffeescript";
import css from "refractor/css";
import javascript from "refractor/javascript";
import json from "refractor/json";
import jsx from "refractor/jsx";
import less from "refractor/less";
import markdown from "refractor/markdown";
import markup from "refractor/markup";
import sass from "refractor/sass";
import scss from "refractor/scss";
import stylus from "refractor/stylus";
import tsx from "refractor/tsx";
import typescript from "refractor/typescript";
import yaml from "refractor/yaml";

for (const language of [
  markup,
  css,
  javascript,
  jsx,
  typescript,
  tsx,
  bash,
  json,
  yaml,
  scss,
  sass,
  less,
  stylus,
  coffeescript,
  markdown,
]) {
  refractor.register(language);
}

const ALIASES: Record<string, string> = {
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  ts: "typescript",
  mts: "typescript",
  sh: "bash",
  shell: "bash",
  console: "bash",
  html: "markup",
  xml: "markup",
  svg: "markup",
  yml: "yaml",
  md: "markdown",
  coffee: "coffeescript",
  styl: "stylus",
  json5: "json",
  jsonc: "json",
};

/** Highlights code at build time into Prism token classes; unknown languages stay plain text. */
export function highlight(code: string, language: string): Root {
  const name = ALIASES[language] ?? language;
  if (refractor.registered(name)) return refractor.highlight(code, name);
  return { type: "root", children: [{ type: "text", value: code }] };
}
