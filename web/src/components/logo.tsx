/** The BatchPath mark: three lots joined by a path. Inline, so the shell needs no extra request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1f6f5c" />
      <path
        d="M8.5 22.5 L16 15.5 L23.5 9.5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="8.5" cy="22.5" r="3.2" fill="#ffffff" />
      <circle cx="16" cy="15.5" r="3.2" fill="#9fdcc8" />
      <circle cx="23.5" cy="9.5" r="3.2" fill="#ffffff" />
    </svg>
  );
}
