import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Spec §9: the button appears once the visitor has scrolled 400 px. */
export const SCROLL_TOP_AFTER_PX = 400;

/** "Back to top", for long pages on small screens; focus goes back to the page's start too. */
export function ScrollTop({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      hidden={!shown}
      aria-label={label}
      title={label}
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-fg shadow-lg hover:bg-primary-hover"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
