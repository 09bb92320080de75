import { render, screen } from "@testing-library/react";
import { renderSettled } from "../../../test/unit/renderSettled.ts";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { LazyNotificationBanner } from "./LazyNotificationBanner.tsx";
import { NotificationBanner } from "./NotificationBanner.tsx";

const inRouter = (element: React.ReactElement) => <MemoryRouter>{element}</MemoryRouter>;

describe("NotificationBanner", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it("is dismissed for good with its button", async () => {
    const { unmount } = render(inRouter(<NotificationBanner />));
    await userEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByRole("complementary", { name: "Notification" })).not.toBeInTheDocument();
    expect(window.localStorage.getItem("notification-dismissed")).toBe("3");
    unmount();
    render(inRouter(<NotificationBanner />));
    expect(screen.queryByRole("complementary", { name: "Notification" })).not.toBeInTheDocument();
  });

  it("shows again when an older notice was dismissed", () => {
    window.localStorage.setItem("notification-dismissed", "2");
    render(inRouter(<NotificationBanner />));
    expect(screen.getByRole("complementary", { name: "Notification" })).toBeInTheDocument();
  });

  it("shows when storage is refused, and dismissing still hides it", async () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    render(inRouter(<NotificationBanner />));
    await userEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByRole("complementary", { name: "Notification" })).not.toBeInTheDocument();
  });

  it("is absent from the prerendered HTML and loads in the browser", async () => {
    expect(renderToString(inRouter(<LazyNotificationBanner />))).toBe("");
    await renderSettled(inRouter(<LazyNotificationBanner />));
    expect(await screen.findByRole("button", { name: "Dismiss notification" })).toBeInTheDocument();
  });
});
