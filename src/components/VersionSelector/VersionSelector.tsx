import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { DEFAULT_VERSION, V4_HOST, VERSIONS } from "../../constants.ts";
import styles from "./VersionSelector.module.css";

const goTo = (url: string) => window.location.assign(url);

/** webpack 4's documentation is its own site; choosing 4 leaves for the same page there. */
export function VersionSelector({ navigate = goTo }: { navigate?: (url: string) => void }) {
  const { pathname, hash } = useLocation();
  const [chosen, setChosen] = useState<string>(DEFAULT_VERSION);
  const leaving = chosen !== DEFAULT_VERSION;

  useEffect(() => {
    // Coming back from the webpack 4 site restores this page from the back/forward cache as it was left.
    const reset = (event: PageTransitionEvent) => event.persisted && setChosen(DEFAULT_VERSION);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  return (
    <div className={styles.versionSelector}>
      <select
        aria-label="webpack version"
        className={styles.select}
        value={chosen}
        disabled={leaving}
        onChange={(event) => {
          if (event.target.value === DEFAULT_VERSION) return;
          setChosen(event.target.value);
          navigate(`${V4_HOST}${pathname}${hash}`);
        }}
      >
        {VERSIONS.map((version) => (
          <option key={version} value={version}>
            v{version}
          </option>
        ))}
      </select>
      {leaving && <span role="status" aria-label="Loading webpack 4 documentation" className={styles.spinner} />}
    </div>
  );
}
