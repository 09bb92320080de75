import { render, screen } from "@testing-library/react";
import { DEFAULT_DESCRIPTION } from "../../../common/site.ts";
import { pageHead } from "../../../test/unit/pageHead.ts";
import { PrintablePage } from "./PrintablePage.tsx";

describe("PrintablePage", () => {
  it("is titled as the specification says, whatever its section", () => {
    render(<PrintablePage section="concepts" />);
    expect(screen.getByText(/every page of the section, ready to print/)).toBeInTheDocument();
    expect(pageHead()).toEqual({
      titles: ["Combined printable page | webpack"],
      descriptions: [DEFAULT_DESCRIPTION],
      allInHead: true,
    });
  });
});
