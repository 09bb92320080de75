import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { VersionSelector } from "./VersionSelector.tsx";

function renderSelector(navigate: (url: string) => void) {
  render(
    <MemoryRouter initialEntries={["/configuration/output/#outputpath"]}>
      <VersionSelector navigate={navigate} />
    </MemoryRouter>,
  );
  return screen.getByRole("combobox", { name: "webpack version" });
}

describe("VersionSelector", () => {
  it("starts on 5 and offers 4", () => {
    const select = renderSelector(jest.fn());
    expect(select).toHaveValue("5");
    expect(screen.getAllByRole("option").map((option) => option.getAttribute("value"))).toEqual(["5", "4"]);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows a spinner and leaves for the same page on the webpack 4 site", async () => {
    const navigate = jest.fn();
    const select = renderSelector(navigate);
    await userEvent.selectOptions(select, "4");
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith("https://v4.webpack.js.org/configuration/output/#outputpath");
  });

  it("stays when 5 is chosen", async () => {
    const navigate = jest.fn();
    const select = renderSelector(navigate);
    await userEvent.selectOptions(select, "5");
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("is back on 5 when the page returns from the back/forward cache", async () => {
    const select = renderSelector(jest.fn());
    await userEvent.selectOptions(select, "4");
    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    });
    expect(select).toHaveValue("5");
    expect(select).toBeEnabled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
