/** A nav drop menu is "large" above this many vendors. Zod-free for the first route. */
export const largeMenuVendorCount = 10;
