export const greeting = "A line of our own code, long enough to be counted as more than a rounding error.";
