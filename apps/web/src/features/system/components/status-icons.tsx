const iconProps = {
  viewBox: '0 0 24 24',
  className: 'size-12',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const WrenchIcon = () => (
  <svg {...iconProps}>
    <path d="M14.7 6.3a4 4 0 0 0 5 5l-8.4 8.4a2.1 2.1 0 0 1-3-3l8.4-8.4a4 4 0 0 1-2-2Z" />
    <path d="m17 3-2.3 2.3.6 2.4 2.4.6L20 6" />
  </svg>
);

export const ShieldIcon = () => (
  <svg {...iconProps}>
    <path d="M12 3 4.5 6v5.5c0 4.4 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5.1 7.5-9.5V6Z" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </svg>
);

export const CloudOffIcon = () => (
  <svg {...iconProps}>
    <path d="M7 18h10a4 4 0 0 0 .8-7.9A6 6 0 0 0 6.3 9 4.5 4.5 0 0 0 7 18Z" />
    <path d="m3 3 18 18" />
  </svg>
);
