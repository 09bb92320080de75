import type { Element, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { valueToEstree } from "estree-util-value-to-estree";
import type { MdxJsxFlowElementHast } from "mdast-util-mdx-jsx";
import { SKIP, visit } from "unist-util-visit";

/**
 * For MDX: hands each code block's content (`<pre><code>…`) to React as one HTML string
 * (`dangerouslySetInnerHTML`) instead of an element for every token. Highlighted code is most of
 * a reference page's elements; as JSX, each token was an estree node for MDX to walk and print, a
 * call for webpack to parse and the minifier to squeeze, and an element for React to create.
 * The text is the highlighter's and escaped by `hast-util-to-html`: nothing in it is the reader's.
 */
export default function rehypeCodeAsHtml() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "pre") return;
      node.children = node.children.map((child) =>
        child.type === "element" && child.tagName === "code" ? codeAsHtml(child) : child,
      );
      return SKIP;
    });
  };
}

function codeAsHtml(code: Element): MdxJsxFlowElementHast {
  const expression = valueToEstree({ __html: toHtml(code.children) });
  return {
    type: "mdxJsxFlowElement",
    name: "code",
    attributes: [
      {
        type: "mdxJsxAttribute",
        name: "dangerouslySetInnerHTML",
        value: {
          type: "mdxJsxAttributeValueExpression",
          value: "",
          data: {
            estree: { type: "Program", sourceType: "module", body: [{ type: "ExpressionStatement", expression }] },
          },
        },
      },
    ],
    children: [],
  };
}
