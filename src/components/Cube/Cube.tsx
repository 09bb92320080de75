import { useEffect, useRef } from "react";
import { CUBE_REPEAT_DELAY_MS } from "../../constants.ts";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion.ts";
import styles from "./Cube.module.css";

const FACES = ["front", "back", "left", "right", "top", "bottom"] as const;

/** The webpack cube, turning a quarter every CUBE_REPEAT_DELAY_MS. Its depth, CUBE_DEPTH, is set in the CSS. */
export function Cube() {
  const cubeRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const cube = cubeRef.current;
    if (reducedMotion || !cube) return undefined;
    let turns = 0;
    const turn = () => {
      turns += 1;
      // The CSSOM, unlike a style attribute, is allowed by a strict Content-Security-Policy.
      cube.style.setProperty("--cube-turns", String(turns));
    };
    turn();
    const timer = window.setInterval(turn, CUBE_REPEAT_DELAY_MS);
    return () => {
      window.clearInterval(timer);
      cube.style.removeProperty("--cube-turns");
    };
  }, [reducedMotion]);

  return (
    <div className={styles.scene} aria-hidden="true">
      <div ref={cubeRef} className={styles.cube}>
        {FACES.map((face) => (
          <span key={face} className={`${styles.face} ${styles[face]}`} />
        ))}
        <div className={styles.inner}>
          {FACES.map((face) => (
            <span key={face} className={`${styles.face} ${styles.innerFace} ${styles[face]}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
