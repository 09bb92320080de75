import { languageName } from "./languageName.ts";

describe("languageName", () => {
  it("names the documentation's languages as readers know them", () => {
    expect(languageName("js")).toBe("JavaScript");
    expect(languageName("bash")).toBe("Shell");
    expect(languageName("ts")).toBe("TypeScript");
    expect(languageName("json")).toBe("JSON");
  });

  it("calls a block without a language text, and shows an unknown one as written, in capitals", () => {
    expect(languageName(undefined)).toBe("Text");
    expect(languageName("text")).toBe("Text");
    expect(languageName("wat")).toBe("WAT");
  });
});
