/** A nav drop menu is "large" above this many vendors (SPEC.md section 2). Zod-free for the first route. */
export const largeMenuVendorCount = 10;
