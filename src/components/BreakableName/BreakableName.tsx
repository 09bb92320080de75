import { Fragment } from "react";

// Before a capital that follows a lower-case letter or digit (Module|Replacement), and after a dot
// or a slash (output.|filename): where a reader would break the name by hand.
const BREAK = /(?<=[a-z0-9])(?=[A-Z])|(?<=[./])(?=\w)/;
const PATH_BREAK = /(?<=[./])(?=\w)/;

/**
 * A name such as `NormalModuleReplacementPlugin` or `output.filename` with `<wbr>` where it may
 * wrap, so that it fits a phone's width without breaking inside a word. `<wbr>` is not text: what
 * the reader selects and copies is the name as it is. `longerThan`: the longest name its place
 * shows on one line, which gets no breaks; `atDotsOnly`: breaks between an option path's parts
 * only, where each part fits a line (the sidebar's long outlines, whose every `<wbr>` is HTML).
 */
export function BreakableName({
  name,
  longerThan = 0,
  atDotsOnly = false,
}: {
  name: string;
  longerThan?: number;
  atDotsOnly?: boolean;
}) {
  // A name that fits its place whole needs no breaks, and the HTML is smaller without them.
  if (name.length <= longerThan) return name;
  const parts = name.split(atDotsOnly ? PATH_BREAK : BREAK);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
