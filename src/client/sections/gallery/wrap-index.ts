/** Index arithmetic that wraps around both ends: -1 -> last, length -> 0. */
export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;
