/** The hero's rendered width per viewport: shared by the <picture> and the preload in <head>. */
export const HERO_SIZES = '(min-width: 1024px) 540px, calc(100vw - 2rem)';
