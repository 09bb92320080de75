import { codeToCopy } from "./codeToCopy.ts";

describe("codeToCopy", () => {
  it("copies a diff as its new version, without markers", () => {
    expect(codeToCopy(" keep\n-old\n+new", "diff")).toBe("keep\nnew");
  });

  it("copies other code as it is", () => {
    expect(codeToCopy("+1 - 2", "js")).toBe("+1 - 2");
  });
});
