/** Van Rantwijk's maximum-weight matching (a CommonJS port): `mate[v]` is v's partner or -1. */
declare module 'edmonds-blossom-fixed' {
  export default function blossom(
    edges: readonly (readonly [number, number, number])[],
    maxCardinality?: boolean,
  ): number[];
}
