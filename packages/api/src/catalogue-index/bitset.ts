// A fixed-size set of small whole numbers (the catalogue index's product positions),
// one bit each: a facet value's products, the products in stock, a filter's matches.

export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number, words?: Uint32Array) {
    this.words = words ?? new Uint32Array(Math.ceil(size / 32));
  }

  /** Every position from 0 to size - 1. */
  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const rest = size % 32;
    if (rest !== 0) set.words[set.words.length - 1] = (1 << rest) - 1;
    return set;
  }

  add(position: number): void {
    this.words[position >>> 5]! |= 1 << (position & 31);
  }

  has(position: number): boolean {
    return (this.words[position >>> 5]! & (1 << (position & 31))) !== 0;
  }

  delete(position: number): void {
    this.words[position >>> 5]! &= ~(1 << (position & 31));
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  /** The same positions in a set of `size` (at least this one's). */
  grown(size: number): Bitset {
    const set = new Bitset(size);
    set.words.set(this.words);
    return set;
  }

  /** Keeps only the positions that `other` holds too. */
  intersect(other: Bitset): this {
    const { words } = this;
    for (let i = 0; i < words.length; i += 1) words[i]! &= other.words[i]!;
    return this;
  }

  /** Drops the positions that `other` holds. */
  subtract(other: Bitset): this {
    const { words } = this;
    for (let i = 0; i < words.length; i += 1) words[i]! &= ~other.words[i]!;
    return this;
  }

  /** Adds the positions of `other`. */
  unite(other: Bitset): this {
    const { words } = this;
    for (let i = 0; i < words.length; i += 1) words[i]! |= other.words[i]!;
    return this;
  }

  /** How many positions both sets hold, counted up to `max`. */
  countShared(other: Bitset, max = Infinity): number {
    let n = 0;
    const { words } = this;
    for (let i = 0; i < words.length && n < max; i += 1) n += popcount(words[i]! & other.words[i]!);
    return Math.min(n, max);
  }

  /** How many positions the set holds, counted up to `max`. */
  count(max = Infinity): number {
    let n = 0;
    for (let i = 0; i < this.words.length && n < max; i += 1) n += popcount(this.words[i]!);
    return Math.min(n, max);
  }

  /** Calls `visit` with each position, in increasing order. */
  forEach(visit: (position: number) => void): void {
    const { words } = this;
    for (let i = 0; i < words.length; i += 1) {
      let word = words[i]!;
      while (word !== 0) {
        const low = word & -word;
        visit(i * 32 + (31 - Math.clz32(low)));
        word ^= low;
      }
    }
  }
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
