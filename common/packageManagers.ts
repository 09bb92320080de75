/** The package managers an install command's tabs offer, in their order: npm first, as the documentation writes. */
export const PACKAGE_MANAGERS = ["npm", "yarn", "pnpm", "bun"] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
