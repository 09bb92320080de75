import { act, render, screen } from "@testing-library/react";
import { OfflineIndicator } from "./OfflineIndicator.tsx";

function goOffline(offline: boolean) {
  jest.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

describe("OfflineIndicator", () => {
  afterEach(() => jest.restoreAllMocks());

  it("is an empty status region while online, and says so when the network goes", () => {
    render(<OfflineIndicator />);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();
    goOffline(true);
    expect(status).toHaveTextContent("You are offline.");
    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });
});
