/** Constants from the product specification. Each is used where it matters and tested there. */

import { SITE_BRANCH, SITE_REPOSITORY_PATH } from "../common/site.ts";

// The site's settings, which the build shares, live in common/site.ts and are imported from there.

/** StackBlitz imports a folder of the repository from GitHub and runs it: append `examples/<name>`. */
export const STACKBLITZ_BASE = `https://stackblitz.com/github/${SITE_REPOSITORY_PATH}/tree/${SITE_BRANCH}/`;

/** Sections under the "Documentation" header link. */
export const DOCUMENTATION_SECTIONS = [
  "concepts",
  "configuration",
  "guides",
  "loaders",
  "plugins",
  "api",
  "errors",
  "migrate",
] as const;

export const NOTIFICATION_VERSION = "3";
export const VERSIONS = ["5", "4"] as const;
export const DEFAULT_VERSION = "5";
export const V4_HOST = "https://v4.webpack.js.org";

export const MONTHLY_SPONSORS_PROBABILITY = 0.33;
export const SPONSOR_RANKS = ["latest", "platinum", "gold", "silver", "bronze", "backer"] as const;

export const SWIPE_THRESHOLD_PX = 20;
export const OPENER_DRAG_LIMIT_PX = 295;
export const SWIPE_RATIO_LIMIT = 0.8;

export const CUBE_DEPTH = 120;
export const CUBE_REPEAT_DELAY_MS = 5000;
export const ROTATOR_DELAY_MS = 5000;
export const ROTATOR_REPEAT_MS = 5000;
export const ROTATED_WORDS = ["assets", "scripts", "images", "styles"] as const;

export const AVATAR_DISPLAY_SIZE_PX = 45;
export const AVATAR_REQUEST_SIZE = 90;
export const VISIBILITY_CHECK_INTERVAL_MS = 300;
