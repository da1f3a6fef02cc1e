/**
 * Series colours from the theme tokens (light and dark follow the theme), full strength first, then
 * lighter tints. Written out in full so Tailwind finds every class. Colour never carries meaning
 * alone: the legend names each series and the data table lists every figure.
 */
const seriesFill = [
  'fill-primary',
  'fill-success',
  'fill-warning',
  'fill-danger',
  'fill-fg-muted',
  'fill-primary/50',
  'fill-success/50',
  'fill-warning/50',
  'fill-danger/50',
  'fill-fg-muted/50',
] as const;

/** The same colours as backgrounds, for legend swatches. */
const seriesSwatch = [
  'bg-primary',
  'bg-success',
  'bg-warning',
  'bg-danger',
  'bg-fg-muted',
  'bg-primary/50',
  'bg-success/50',
  'bg-warning/50',
  'bg-danger/50',
  'bg-fg-muted/50',
] as const;

export const fillOf = (index: number): string => seriesFill[index % seriesFill.length] ?? 'fill-primary';
export const swatchOf = (index: number): string => seriesSwatch[index % seriesSwatch.length] ?? 'bg-primary';
