import { render } from "@testing-library/react";
import { BreakableName } from "./BreakableName.tsx";

function breaksOf(name: string, longerThan?: number): { html: string; text: string } {
  const { container } = render(
    <h1>
      <BreakableName name={name} longerThan={longerThan} />
    </h1>,
  );
  const heading = container.querySelector("h1")!;
  return { html: heading.innerHTML, text: heading.textContent ?? "" };
}

describe("BreakableName", () => {
  it("lets a long camel-case name wrap between its words", () => {
    expect(breaksOf("NormalModuleReplacementPlugin").html).toBe("Normal<wbr>Module<wbr>Replacement<wbr>Plugin");
  });

  it("lets an option path wrap after each dot, and a name wrap after its digits", () => {
    expect(breaksOf("output.environment.logicalAssignment").html).toBe(
      "output.<wbr>environment.<wbr>logical<wbr>Assignment",
    );
    expect(breaksOf("es2020Target").html).toBe("es2020<wbr>Target");
  });

  it("keeps the text a reader copies, and plain words whole", () => {
    expect(breaksOf("ContextModuleFactory Hooks").text).toBe("ContextModuleFactory Hooks");
    expect(breaksOf("Getting Started").html).toBe("Getting Started");
    expect(breaksOf("HTML").html).toBe("HTML");
  });

  it("leaves a name that fits its place whole", () => {
    expect(breaksOf("output.filename", 20).html).toBe("output.filename");
    expect(breaksOf("output.environment.logicalAssignment", 20).html).toContain("<wbr>");
  });

  it("breaks an option path between its parts only, when asked", () => {
    const { container } = render(<BreakableName name="optimization.minimizeOptions.javascript" atDotsOnly />);
    expect(container.innerHTML).toBe("optimization.<wbr>minimizeOptions.<wbr>javascript");
  });
});
