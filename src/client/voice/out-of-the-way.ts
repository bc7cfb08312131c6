// The floating call button steps aside where the page has words of its own under it: on a phone it
// sits over the screen's bottom corner, where a price card's lines or the form's consent scroll
// by. Those sections have their own doors (each card's button calls; the form writes), so while
// one of them crosses the band at the screen's bottom the button hides, and comes back after.
import { useEffect, useState } from 'react';

/** The sections the button never covers, by id. */
const KEPT_CLEAR = ['pricing', 'contact'];
/** The button's band at the bottom of a phone's screen, with its label (px). */
const BAND = 120;

/** Whether a kept-clear section crosses the button's band now. */
export function useOutOfTheWay(): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const sections = KEPT_CLEAR.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (!sections.length || typeof IntersectionObserver === 'undefined') return;
    const crossing = new Set<Element>();
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer?.disconnect();
      // The viewport cut to its bottom band: a section intersects it only where it passes under the button.
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) crossing.add(entry.target);
            else crossing.delete(entry.target);
          }
          setAway(crossing.size > 0);
        },
        { rootMargin: `-${Math.max(0, innerHeight - BAND)}px 0px 0px 0px` },
      );
      for (const section of sections) observer.observe(section);
    };
    watch();
    addEventListener('resize', watch);
    return () => {
      removeEventListener('resize', watch);
      observer?.disconnect();
    };
  }, []);
  return away;
}
