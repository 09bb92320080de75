import { render, screen } from "@testing-library/react";
import { RootErrorBoundary } from "./RootErrorBoundary.tsx";

function Broken(): never {
  throw new Error("a bug nothing closer caught");
}

describe("RootErrorBoundary", () => {
  it("renders its children while nothing fails", () => {
    render(
      <RootErrorBoundary>
        <p>The site</p>
      </RootErrorBoundary>,
    );
    expect(screen.getByText("The site")).toBeInTheDocument();
  });

  it("replaces a tree that threw with a readable page: a heading, a reload button and the way home", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeEnabled();
  });
});
