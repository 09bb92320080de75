/** The supporters `npm run fetch` wrote, or the offline list: see `fetchedAlias` in webpack.app.ts. */
declare module "@fetched/supporters.json" {
  const supporters: unknown;
  export default supporters;
}
