export const title = "A page of the fixture";
