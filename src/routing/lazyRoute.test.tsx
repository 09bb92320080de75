import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazyRoute } from "./lazyRoute.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe("lazyRoute", () => {
  it("renders at once after preload, as hydration needs", async () => {
    const route = lazyRoute(async () => Greeting);
    await route.preload();
    render(<route.Route name="webpack" />);
    expect(screen.getByText("Hello, webpack")).toBeInTheDocument();
  });

  it("loads the chunk when rendered first, with a placeholder meanwhile", async () => {
    const importComponent = jest.fn(async () => Greeting);
    const route = lazyRoute(importComponent);
    render(<route.Route name="webpack" />);
    expect(screen.getByRole("status", { name: "Loading content" })).toBeInTheDocument();
    expect(await screen.findByText("Hello, webpack")).toBeInTheDocument();
    await route.preload();
    expect(importComponent).toHaveBeenCalledTimes(1);
  });

  it('offers "Try again" when the chunk fails, and imports it anew', async () => {
    const importComponent = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error("ChunkLoadError"))
      .mockResolvedValue(Greeting);
    const route = lazyRoute(importComponent);
    render(<route.Route name="webpack" />);
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Hello, webpack")).toBeInTheDocument();
    expect(importComponent).toHaveBeenCalledTimes(2);
  });
});
