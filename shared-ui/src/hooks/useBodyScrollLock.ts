import { useEffect } from 'react';

let locks = 0;
let savedOverflow = '';

/** Stops the page behind an open modal or drawer from scrolling; nested locks are counted. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    if (locks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [locked]);
}
