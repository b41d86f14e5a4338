const TWO_POW_32 = 0x1_0000_0000;

/**
 * Rejection sampling for uniform integers in [0, n), 1 ≤ n ≤ 2³² (R5): a uint32
 * at or above this limit is drawn again, so every residue of `x % n` is equally
 * likely (no modulo bias). Each generator runs the loop in its own `below`, which
 * keeps the call to its `nextUint32` monomorphic (a shared base-class method made
 * version-1 draws ~30% slower).
 */
export function rejectionLimit(n: number): number {
  return TWO_POW_32 - (TWO_POW_32 % n);
}
