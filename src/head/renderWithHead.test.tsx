import { DEFAULT_DESCRIPTION } from "../../common/site.ts";
import { PageHead } from "./PageHead.tsx";
import { renderWithHead } from "./renderWithHead.tsx";

describe("renderWithHead", () => {
  it("parts the elements React hoists from the app's own markup", () => {
    const { head, html } = renderWithHead(
      <main>
        <h1>Output &amp; more</h1>
        <PageHead title="Output & more" description={'Where "bundles" go: <dist>.'} />
      </main>,
    );
    expect(head).toBe(
      "<title>Output &amp; more | webpack</title>" +
        '<meta name="description" content="Where &quot;bundles&quot; go: &lt;dist&gt;."/>' +
        '<meta property="og:title" content="Output &amp; more | webpack"/>' +
        '<meta property="og:description" content="Where &quot;bundles&quot; go: &lt;dist&gt;."/>',
    );
    expect(html).toBe("<main><h1>Output &amp; more</h1></main>");
  });

  it("renders an empty head for an app that names none", () => {
    expect(renderWithHead(<p>{DEFAULT_DESCRIPTION}</p>)).toEqual({ head: "", html: `<p>${DEFAULT_DESCRIPTION}</p>` });
  });
});
