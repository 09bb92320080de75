import { act, render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";

/**
 * Renders a tree whose lazily loaded parts suspend (`use()` of a load) and lets the loads settle:
 * React retries a suspended render only once the `act` around it is awaited.
 */
export async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result as RenderResult;
}
