import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderSettled } from "../../../test/unit/renderSettled.ts";
import { LazyChunk } from "./LazyChunk.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const chunkError = Object.assign(new Error("Loading chunk 3 failed."), { name: "ChunkLoadError" });

describe("LazyChunk", () => {
  it("shows the fallback, then the loaded component with its props", async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const load = () => new Promise<typeof Greeting>((resolve) => (arrive = resolve));
    await renderSettled(<LazyChunk load={load} props={{ name: "reader" }} fallback={<p>Loading</p>} />);
    expect(screen.getByText("Loading")).toBeInTheDocument();
    await act(async () => arrive(Greeting));
    expect(screen.getByText("Hello reader")).toBeInTheDocument();
  });

  it('says "Error loading content." when the chunk fails, and "Try again" imports it anew', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(chunkError).mockResolvedValue(Greeting);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderSettled(<LazyChunk load={load} props={{ name: "again" }} fallback={<p>Loading</p>} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Error loading content.");
    await act(() => userEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(screen.getByText("Hello again")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows what the caller chose for a failure", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderSettled(
      <LazyChunk
        load={() => Promise.reject(chunkError)}
        props={{ name: "x" }}
        fallback={null}
        failed={() => <p>Quietly gone</p>}
      />,
    );
    expect(screen.getByText("Quietly gone")).toBeInTheDocument();
  });
});
