/** The elements inside `container` that Tab can reach, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>("input, button, [href], [tabindex]")].filter(
    (element) => !element.hasAttribute("disabled") && element.tabIndex >= 0,
  );
}

/**
 * Keeps Tab and Shift+Tab cycling through `elements` (first after last, last before first): the
 * focus stays in an open dialog or panel until the reader closes it.
 */
export function keepTabWithin(event: KeyboardEvent, elements: readonly HTMLElement[]): void {
  if (event.key !== "Tab" || elements.length === 0) return;
  const first = elements[0];
  const last = elements.at(-1);
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && elements.includes(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first?.focus();
  }
}
