// The small glyph beside alerts and toasts, so a tone is told by shape as well as colour.
export function ToneIcon({
  tone,
  className,
}: {
  tone: 'success' | 'error' | 'info';
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      {tone === 'success' ? (
        <path
          d="M6 10.5l2.5 2.5L14 7.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : tone === 'error' ? (
        <path d="M10 5.5v5.5M10 14v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M10 9v5.5M10 5.5v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
