import { render, screen } from "@testing-library/react";
import { IconLinks } from "./IconLinks.tsx";

describe("IconLinks", () => {
  it("names each link and hides its icon from assistive technology", () => {
    const { container } = render(<IconLinks />);
    expect(screen.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", "https://github.com/webpack/webpack");
    expect(screen.getByRole("link", { name: "X" })).toHaveAttribute("href", "https://x.com/webpack");
    expect(screen.getByRole("link", { name: "Stack Overflow" })).toHaveAttribute(
      "href",
      "https://stackoverflow.com/questions/tagged/webpack",
    );
    const icons = container.querySelectorAll("svg");
    expect(icons).toHaveLength(3);
    icons.forEach((icon) => expect(icon).toHaveAttribute("aria-hidden", "true"));
  });
});
