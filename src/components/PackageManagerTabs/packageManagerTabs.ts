import { PACKAGE_MANAGERS, type PackageManager } from "../../../common/packageManagers.ts";
import { readStorage, writeStorage } from "../../utilities/storage.ts";

/** Where the reader's package manager is remembered across pages and visits. */
export const PACKAGE_MANAGER_STORAGE_KEY = "package-manager";

function isPackageManager(value: unknown): value is PackageManager {
  return PACKAGE_MANAGERS.includes(value as PackageManager);
}

/** The reader's package manager; npm, as the documentation writes it, when none or nonsense is stored. */
export function storedPackageManager(): PackageManager {
  const stored = readStorage(PACKAGE_MANAGER_STORAGE_KEY);
  return isPackageManager(stored) ? stored : "npm";
}

/** Selects `manager`'s tab and shows its panel in every tab group under `root` (the tabs of remark-package-manager-tabs). */
export function showPackageManager(root: ParentNode, manager: PackageManager): void {
  for (const tab of root.querySelectorAll<HTMLElement>('[role="tab"][data-package-manager]')) {
    const selected = tab.dataset.packageManager === manager;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  for (const panel of root.querySelectorAll<HTMLElement>('[role="tabpanel"][data-package-manager]')) {
    panel.hidden = panel.dataset.packageManager !== manager;
  }
}

/** The reader picked `manager`'s tab: every group of the page follows, and later pages too. */
export function choosePackageManager(tab: HTMLElement): void {
  const manager = tab.dataset.packageManager;
  if (!isPackageManager(manager)) return;
  writeStorage(PACKAGE_MANAGER_STORAGE_KEY, manager);
  showPackageManager(document, manager);
}

/** The tab a key moves to from tab `index` of `count`: arrows wrap around, Home and End go to the ends. */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/** Moves the focus and the choice along a tab list by keyboard; true when the key was one of its keys. */
export function moveAlongTabs(tab: HTMLElement, key: string): boolean {
  const tabs = [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const next = tabs[tabAfterKey(key, tabs.indexOf(tab), tabs.length) ?? -1];
  if (!next) return false;
  choosePackageManager(next);
  next.focus();
  return true;
}
