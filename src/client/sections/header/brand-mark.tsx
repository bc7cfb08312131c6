/** The brand's can-with-sparkle mark, inline so the header needs no image request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="#1f7a4d" />
      <path d="M10 12h12l-1.2 12.2a1.6 1.6 0 0 1-1.6 1.4h-6.4a1.6 1.6 0 0 1-1.6-1.4z" fill="#fff" />
      <rect x="8.5" y="9" width="15" height="2.6" rx="1.3" fill="#b8f0d2" />
      <path d="M24.5 4.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" fill="#f5c542" />
    </svg>
  );
}
