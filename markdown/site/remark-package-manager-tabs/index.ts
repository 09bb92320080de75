import type { Element, ElementContent } from "hast";
import type { Code, Root } from "mdast";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { PACKAGE_MANAGERS, packageManagerCommands, type PackageManager } from "./commands.ts";

const SHELL_LANGUAGES = new Set(["bash", "sh", "shell"]);

function element(tagName: string, properties: Element["properties"], children: ElementContent[]): Element {
  return { type: "element", tagName, properties, children };
}

const INSTALL = /^\s*npm (install|i)\b/;

/**
 * Each package manager's version of an install block: all of its lines npm commands, one at least
 * an install. A block that only runs a tool (`npx webpack`) stays as written: the reference pages
 * have hundreds, and four copies of each would double their HTML for no new information.
 */
function blockCommands(code: Code): Record<PackageManager, string> | undefined {
  const lines = code.value.split("\n").filter((line) => line.trim());
  const translated = lines.map(packageManagerCommands);
  if (!lines.some((line) => INSTALL.test(line)) || translated.some((commands) => !commands)) return undefined;
  return Object.fromEntries(
    PACKAGE_MANAGERS.map((manager) => [manager, translated.map((commands) => commands?.[manager]).join("\n")]),
  ) as Record<PackageManager, string>;
}

/**
 * Turns each shell code block of `npm install` commands (and `npx` ones beside them) into tabs, one per
 * package manager (npm, yarn, pnpm, Bun), each a code block of its own. The tabs are plain HTML
 * with ARIA roles, npm's panel shown: the app's content click and key handlers switch them and
 * remember the reader's choice (src/components/PackageManagerTabs), also in prerendered pages.
 */
export default function remarkPackageManagerTabs() {
  return (tree: Root, file: VFile) => {
    // Each group's tabs and panels name each other by id (aria-controls, aria-labelledby); the
    // page's file names the ids, which stay unique where a printable page joins a section's pages.
    const page = (file.path ?? "page")
      .replace(/^.*\/content\//, "")
      .replace(/\.mdx?$/, "")
      .replace(/[^\w]+/g, "-");
    let group = 0;
    visit(tree, "code", (node, index, parent) => {
      if (!parent || index === undefined || !SHELL_LANGUAGES.has(node.lang ?? "")) return;
      const commands = blockCommands(node);
      if (!commands) return;
      group += 1;
      const panelId = (manager: PackageManager) => `${page}-install-${group}-${manager}`;
      const tabId = (manager: PackageManager) => `${panelId(manager)}-tab`;
      const tabs = PACKAGE_MANAGERS.map((manager, position) =>
        element(
          "button",
          {
            type: "button",
            role: "tab",
            id: tabId(manager),
            ariaControls: [panelId(manager)],
            ariaSelected: position === 0 ? "true" : "false",
            tabIndex: position === 0 ? 0 : -1,
            dataPackageManager: manager,
          },
          [{ type: "text", value: manager }],
        ),
      );
      const panels = PACKAGE_MANAGERS.map((manager, position) =>
        element(
          "div",
          {
            role: "tabpanel",
            id: panelId(manager),
            ariaLabelledBy: [tabId(manager)],
            dataPackageManager: manager,
            hidden: position > 0,
          },
          [
            element("pre", {}, [
              element("code", { className: [`language-${node.lang ?? "bash"}`] }, [
                { type: "text", value: `${commands[manager]}\n` },
              ]),
            ]),
          ],
        ),
      );
      parent.children[index] = {
        type: "paragraph",
        children: [],
        data: {
          hName: "div",
          hProperties: { className: ["package-manager-tabs"] },
          hChildren: [element("div", { role: "tablist", ariaLabel: "Package manager" }, tabs), ...panels],
        },
      };
      return SKIP;
    });
  };
}
