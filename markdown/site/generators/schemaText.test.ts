import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { cliFlags } from "./cliFlags.ts";
import { linkedAddresses } from "./schemaText.ts";

describe("linkedAddresses", () => {
  it("writes a bare address as a link, without the sentence's full stop", () => {
    assert.equal(
      linkedAddresses("Enable the tc39 proposal https://github.com/tc39/proposal-defer-import-eval."),
      "Enable the tc39 proposal <https://github.com/tc39/proposal-defer-import-eval>.",
    );
  });

  it("leaves code spans and written links as they are", () => {
    const text =
      'Sources such as `"https://cdn.example.com"`, [the spec](https://example.test/spec) and <https://example.test/>.';
    assert.equal(linkedAddresses(text), text);
  });

  it("leaves no address of the installed webpack's CLI flags bare", () => {
    const bare = cliFlags()
      .split("\n")
      .filter((line) => /(?<![<(`"])https?:\/\//.test(line));
    assert.deepEqual(bare, []);
    assert.match(cliFlags(), /<https:\/\/github\.com\/tc39\/proposal-defer-import-eval>/);
  });
});
