import { Fragment } from "react";

// Before a capital that follows a lower-case letter or digit (Module|Replacement), and after a dot
// or a slash (output.|filename): where a reader would break the name by hand.
const BREAK = /(?<=[a-z0-9])(?=[A-Z])|(?<=[./])(?=\w)/;

/**
 * A name such as `NormalModuleReplacementPlugin` or `output.filename` with `<wbr>` where it may
 * wrap, so that it fits a phone's width without breaking inside a word. `<wbr>` is not text: what
 * the reader selects and copies is the name as it is.
 */
export function BreakableName({ name }: { name: string }) {
  const parts = name.split(BREAK);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
