import { render, screen } from "@testing-library/react";
import { LivePreviewLink } from "./LivePreviewLink.tsx";

describe("LivePreviewLink", () => {
  it("opens the example folder from the site's repository in StackBlitz, in a new tab", () => {
    render(<LivePreviewLink example="module-federation/remote" />);
    const link = screen.getByRole("link", {
      name: "Live preview: run the module-federation/remote example in StackBlitz (opens in a new tab)",
    });
    expect(link).toHaveTextContent("Live preview");
    expect(link).toHaveAttribute(
      "href",
      "https://stackblitz.com/github/webpack/webpack.js.org/tree/main/examples/module-federation/remote",
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
