import fc from "fast-check";
import { fragmentIds, parseJson, parseUrl, queryParameter } from "./untrustedInput.ts";

describe("fragmentIds", () => {
  it("names the fragment as written, then decoded", () => {
    expect(fragmentIds("#caf%C3%A9")).toEqual(["caf%C3%A9", "café"]);
    expect(fragmentIds("#entry")).toEqual(["entry"]);
    expect(fragmentIds("entry")).toEqual(["entry"]);
  });

  it("keeps malformed escapes as written instead of throwing", () => {
    expect(fragmentIds("#%zz")).toEqual(["%zz"]);
    expect(fragmentIds("#%E0%A4%A")).toEqual(["%E0%A4%A"]);
    expect(fragmentIds("#%")).toEqual(["%"]);
  });

  it("names nothing for an empty hash", () => {
    expect(fragmentIds("")).toEqual([]);
    expect(fragmentIds("#")).toEqual([]);
  });

  it("never throws and always starts with the fragment as written, for any hash", () => {
    const escape = fc.tuple(fc.constantFrom("%", "%%", "%2", "%zz", "%E0%A4%A", "%C3%A9", "%F0%9F"), fc.string());
    const hash = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.array(escape).map((parts) => `#${parts.flat().join("")}`),
    );
    fc.assert(
      fc.property(hash, (text) => {
        const ids = fragmentIds(text);
        const fragment = text.replace(/^#/, "");
        expect(ids[0]).toBe(fragment || undefined);
      }),
    );
  });

  it("decodes what encodeURIComponent encoded", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1 }), (id) => {
        expect(fragmentIds(`#${encodeURIComponent(id)}`)).toContain(id);
      }),
    );
  });
});

describe("parseUrl", () => {
  it("resolves a URL against its base", () => {
    expect(parseUrl("/concepts/?q=1#entry", "https://webpack.js.org")?.href).toBe(
      "https://webpack.js.org/concepts/?q=1#entry",
    );
  });

  it("gives undefined for what is not a URL", () => {
    expect(parseUrl("https://[::1/")).toBeUndefined();
    expect(parseUrl("/relative")).toBeUndefined();
  });

  it("never throws, for any text and base", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.option(fc.webUrl()), (text, base) => {
        expect(() => parseUrl(text, base ?? undefined)).not.toThrow();
      }),
    );
  });
});

describe("parseJson", () => {
  it("reads JSON and gives undefined for anything else", () => {
    expect(parseJson('{"title":"Output"}')).toEqual({ title: "Output" });
    expect(parseJson("{title")).toBeUndefined();
    expect(parseJson("")).toBeUndefined();
  });

  it("reads back any JSON value it is given and never throws on other text", () => {
    // Compared as JSON text: JSON has no negative zero, so -0 comes back as 0, which toEqual tells apart.
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(JSON.stringify(parseJson(text))).toBe(text);
      }),
    );
    fc.assert(fc.property(fc.string({ unit: "binary" }), (text) => expect(() => parseJson(text)).not.toThrow()));
  });
});

describe("queryParameter", () => {
  it("reads the first value of a parameter, decoded as forms encode it", () => {
    expect(queryParameter("?q=split+chunks", "q")).toBe("split chunks");
    expect(queryParameter("?lang=en&q=caf%C3%A9%2B&q=second", "q")).toBe("café+");
    expect(queryParameter("q=entry", "q")).toBe("entry");
    expect(queryParameter("?q", "q")).toBe("");
    expect(queryParameter("?query=entry", "q")).toBe("");
    expect(queryParameter("", "q")).toBe("");
  });

  it("keeps malformed escapes as written", () => {
    expect(queryParameter("?q=%zz", "q")).toBe("%zz");
    expect(queryParameter("?q=100%", "q")).toBe("100%");
    expect(queryParameter("?q=%E0%A4%A", "q")).toBe("%E0%A4%A");
  });

  it("reads back what URLSearchParams wrote, and never throws on any query string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (value) => {
        expect(queryParameter(`?${new URLSearchParams({ q: value }).toString()}`, "q")).toBe(value);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (search) => {
        expect(typeof queryParameter(search, "q")).toBe("string");
      }),
    );
  });
});
