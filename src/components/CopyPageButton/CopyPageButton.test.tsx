import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CopyPageButton } from "./CopyPageButton.tsx";

const markdown = "# Output\n\nWhere webpack writes its bundles.\n";
const writeText = jest.fn<Promise<void>, [string]>();
const fetchMock = jest.fn<Promise<Response>, [string]>();

function respondWith(body: string, status = 200) {
  fetchMock.mockResolvedValue({ ok: status === 200, status, statusText: "", text: async () => body } as Response);
}

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  fetchMock.mockReset();
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  Object.defineProperty(window, "fetch", { value: fetchMock, configurable: true });
});

afterEach(() => jest.useRealTimers());

describe("CopyPageButton", () => {
  it("copies the page's Markdown copy and says so", async () => {
    respondWith(markdown);
    render(<CopyPageButton url="/concepts/output/" />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole("button", { name: "Copy page" }));
    expect(fetchMock).toHaveBeenCalledWith("/concepts/output/index.md");
    expect(writeText).toHaveBeenCalledWith(markdown);
    expect(screen.getByRole("status")).toHaveTextContent("Copied as Markdown");
  });

  it("works from the keyboard", async () => {
    respondWith(markdown);
    render(<CopyPageButton url="/concepts/output/" />);
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Copy page" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(writeText).toHaveBeenCalledWith(markdown);
  });

  it("says the copy failed when the Markdown cannot be fetched, and copies nothing", async () => {
    respondWith("Not found", 404);
    render(<CopyPageButton url="/concepts/output/" />);
    await userEvent.click(screen.getByRole("button", { name: "Copy page" }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("Copy failed");
  });

  it("says the copy failed when the clipboard refuses", async () => {
    respondWith(markdown);
    writeText.mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    render(<CopyPageButton url="/concepts/output/" />);
    await userEvent.click(screen.getByRole("button", { name: "Copy page" }));
    expect(screen.getByRole("status")).toHaveTextContent("Copy failed");
  });

  it("clears the status after a few seconds", async () => {
    jest.useFakeTimers();
    respondWith(markdown);
    render(<CopyPageButton url="/concepts/output/" />);
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole("button"));
    expect(await screen.findByText("Copied as Markdown")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
