/** Small inline icons; decorative, so hidden from screen readers (their buttons carry the words). */
export const LockIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
    <path d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4Zm-2 6V6a2 2 0 1 1 4 0v2H8Z" />
  </svg>
);

export const CloseIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M5 5l10 10M15 5 5 15" />
  </svg>
);

/** Points back along the reading direction: flipped in right-to-left pages. */
export const BackIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M12 4 6 10l6 6" />
  </svg>
);

export const LiveDot = () => <span aria-hidden="true" className="inline-block size-2 animate-pulse rounded-full bg-danger" />;
