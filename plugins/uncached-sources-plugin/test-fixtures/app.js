// An entry with a lazily loaded chunk: two JavaScript assets for the minimizer.
export function describeColour(name) {
  const description = `the colour ${name}`;
  return description;
}
export const page = () => import("./page.js");
