import { useEffect, useState } from 'react';

/**
 * False in a component's first render, true from the render after it was painted. For what is
 * below the fold when a page opens (a long grid under other sections): drawn in a task of its
 * own after the first paint, instead of lengthening the task that shows the page (issue 21:
 * the All Courses grid was ~55 ms of a 140 ms render at 4× CPU). Preact runs effects in a
 * task after the next frame, so the update is drawn there. (Not on a timer or an animation
 * frame: tests that hold timeouts on their own clock would then never see the content.)
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void Promise.resolve().then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
