import assert from "node:assert/strict";
import path from "node:path";
import { rmSync } from "node:fs";
import { after, describe, it } from "node:test";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { checkGuide } from "./checkGuide.ts";
import { projectsFolder } from "./guideProject.ts";
import { guideSteps, parseProjectTree, projectName } from "./guideSteps.ts";
import { HashCorrespondence } from "./hashCorrespondence.ts";
import type { ContentPage } from "./readContent.ts";

const projectsDirectory = projectsFolder("guide-steps-");
const fence = "```";

function page(markdown: string): ContentPage {
  return { file: "guides/tiny.md", tree: unified().use(remarkParse).use(remarkGfm).parse(markdown) };
}

/** A guide in miniature: a project, one production build with a hashed name, its output and tree. */
function tinyGuide({ size = "19 bytes", output = 'console.log("one");', extraFile = "" } = {}): string {
  const sources = extraFile ? `│   ├── index.js\n│   └── ${extraFile}` : "│   └── index.js";
  return `${fence}bash
mkdir tiny-demo
cd tiny-demo
${fence}

${fence}js title="src/index.js"
console.log('one');
${fence}

${fence}js title="webpack.config.js"
const path = require('node:path');
module.exports = {
  mode: 'production',
  output: { filename: '[name].[contenthash].js', path: path.resolve(__dirname, 'dist') },
};
${fence}

${fence}bash
npx webpack
${fence}

${fence}text
asset main.0123456789abcdef0123.js ${size} [emitted] [immutable] [minimized] (name: main)
./src/index.js 20 bytes [built] [code generated]
webpack 5.112.2 compiled successfully in 370 ms
${fence}

${fence}js title="dist/main.0123456789abcdef0123.js"
${output}
${fence}

${fence}text
tiny-demo
├── dist
│   └── main.0123456789abcdef0123.js
├── node_modules
├── package.json
├── src
${sources}
└── webpack.config.js
${fence}
`;
}

describe("guide steps", () => {
  it("reads files, builds with their command, and project trees, in page order", () => {
    const guide = page(
      [
        `${fence}bash\nmkdir demo\nnpm init -y\n${fence}`,
        `${fence}js title="src/index.js"\nexport default 1;\n${fence}`,
        `${fence}diff title="src/index.js"\n-export default 1;\n+export default 2;\n${fence}`,
        `${fence}js title="webpack.config.js" fragment="a step"\nmodule.exports = { mode: 'none' };\n${fence}`,
        `${fence}bash\nnpm run build:dev\n${fence}`,
        `${fence}text\nwebpack 5.112.2 compiled successfully in 1 ms\n${fence}`,
        `${fence}text\nwebpack 5.112.2 compiled successfully in 2 ms\n${fence}`,
        `${fence}text\ndemo\n├── package.json\n└── src\n    └── index.js\n${fence}`,
        `${fence}text\nsrc\n└── components\n    └── card.js\n${fence}`,
      ].join("\n\n"),
    );
    assert.equal(projectName(guide), "demo");
    assert.deepEqual(guideSteps(guide), [
      { kind: "file", line: 6, path: "src/index.js", content: "export default 1;\n" },
      {
        kind: "build",
        line: 23,
        command: "npm run build:dev",
        log: "webpack 5.112.2 compiled successfully in 1 ms",
      },
      { kind: "build", line: 27, command: "npx webpack", log: "webpack 5.112.2 compiled successfully in 2 ms" },
      { kind: "tree", line: 31, files: ["package.json", "src/index.js"] },
    ]);
  });

  it("tells a tree of the project from a tree that illustrates a layout", () => {
    assert.deepEqual(parseProjectTree("app\n├── dist\n│   └── main.js\n├── node_modules\n└── package.json"), [
      "dist/main.js",
      "node_modules",
      "package.json",
    ]);
    assert.equal(parseProjectTree("src\n└── components\n    └── card.js"), undefined);
    assert.equal(parseProjectTree("asset main.js 1 KiB\npackage.json"), undefined);
  });
});

describe("hash correspondence", () => {
  it("lets a hash of the guide stand for one real hash, the same one every time", () => {
    const hashes = new HashCorrespondence();
    assert.equal(hashes.compare("main.aaaaaaaaaaaaaaaaaaaa.js", "main.1234567890abcdef1234.js"), undefined);
    assert.equal(hashes.toActual("dist/main.aaaaaaaaaaaaaaaaaaaa.js"), "dist/main.1234567890abcdef1234.js");
    assert.equal(hashes.compare("again main.aaaaaaaaaaaaaaaaaaaa.js", "again main.1234567890abcdef1234.js"), undefined);
    assert.match(
      hashes.compare("main.aaaaaaaaaaaaaaaaaaaa.js", "main.fedcba0987654321fedc.js") ?? "",
      /aaaaaaaaaaaaaaaaaaaa stood for 1234567890abcdef1234 earlier/,
    );
    assert.match(
      hashes.compare("main.bbbbbbbbbbbbbbbbbbbb.js", "main.1234567890abcdef1234.js") ?? "",
      /printed as aaaaaaaaaaaaaaaaaaaa earlier, not bbbbbbbbbbbbbbbbbbbb/,
    );
  });

  it("reports text that differs outside the hashes", () => {
    const problem = new HashCorrespondence().compare("main.js 19 bytes", "main.js 20 bytes");
    assert.match(problem ?? "", /the guide shows\n {2}main\.js 19 bytes\nbut webpack produced\n {2}main\.js 20 bytes/);
  });
});

describe("checking a guide", () => {
  after(() => rmSync(projectsDirectory, { recursive: true }));

  it("accepts a guide whose log and tree are what the build produces", async () => {
    const { failures, project } = await checkGuide(page(tinyGuide()), path.join(projectsDirectory, "true"));
    assert.deepEqual(failures, []);
    assert.equal(project.directory, path.join(projectsDirectory, "true", "tiny-demo"));
    assert.deepEqual(JSON.parse(project.read("package.json")), { name: "tiny-demo", version: "1.0.0", private: true });
  });

  it("names the guide and the line of each false claim", async () => {
    const guide = page(tinyGuide({ size: "20 bytes", output: 'console.log("two");', extraFile: "extra.js" }));
    const { failures } = await checkGuide(guide, path.join(projectsDirectory, "false"));
    assert.equal(failures.length, 3);
    assert.match(failures[0] ?? "", /^content\/guides\/tiny\.md:22: npx webpack: build log line 1: the guide shows/);
    assert.match(failures[0] ?? "", /webpack printed:\nasset main\.[0-9a-f]{20}\.js 19 bytes/);
    assert.match(failures[1] ?? "", /^content\/guides\/tiny\.md:28: dist\/main\.0123456789abcdef0123\.js as built: /);
    assert.match(failures[1] ?? "", /console\.log\("two"\);\nbut webpack produced\n {2}console\.log\("one"\);/);
    assert.equal(
      failures[2],
      "content/guides/tiny.md:32: the tree shows src/extra.js, which the project does not have",
    );
  });
});
