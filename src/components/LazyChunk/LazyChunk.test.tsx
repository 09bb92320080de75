import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LazyChunk } from "./LazyChunk.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const chunkError = Object.assign(new Error("Loading chunk 3 failed."), { name: "ChunkLoadError" });

describe("LazyChunk", () => {
  it("shows the fallback, then the loaded component with its props", async () => {
    render(<LazyChunk load={async () => Greeting} props={{ name: "reader" }} fallback={<p>Loading</p>} />);
    expect(screen.getByText("Loading")).toBeInTheDocument();
    expect(await screen.findByText("Hello reader")).toBeInTheDocument();
  });

  it('says "Error loading content." when the chunk fails, and "Try again" imports it anew', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(chunkError).mockResolvedValue(Greeting);
    render(<LazyChunk load={load} props={{ name: "again" }} fallback={<p>Loading</p>} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error loading content.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Hello again")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows what the caller chose for a failure", async () => {
    render(
      <LazyChunk
        load={() => Promise.reject(chunkError)}
        props={{ name: "x" }}
        fallback={null}
        failed={() => <p>Quietly gone</p>}
      />,
    );
    expect(await screen.findByText("Quietly gone")).toBeInTheDocument();
  });
});
