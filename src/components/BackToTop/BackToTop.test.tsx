import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BackToTop } from "./BackToTop.tsx";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe("BackToTop", () => {
  beforeEach(() => {
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  it("shows only once the reader is two windows down, and takes them and the focus back to the top", async () => {
    render(
      <main>
        <h1 tabIndex={-1}>Output</h1>
        <BackToTop />
      </main>,
    );
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
    scrollTo(1600);
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
    scrollTo(1601);
    await userEvent.click(screen.getByRole("button", { name: "Back to top" }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole("heading", { name: "Output" })).toHaveFocus();
    scrollTo(0);
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
  });
});
