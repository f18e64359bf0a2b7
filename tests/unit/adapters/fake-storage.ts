// A Web Storage over a Map with a quota counted like Chromium's (key plus value, in UTF-16 code
// units), and an optional refusal of every call (site data blocked).
export class FakeStorage implements Storage {
  [name: string]: unknown;
  readonly #items = new Map<string, string>();

  constructor(private readonly options: { quota?: number; refuse?: () => Error } = {}) {}

  get length(): number {
    this.#check();
    return this.#items.size;
  }
  key(index: number): string | null {
    this.#check();
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    this.#check();
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#check();
    const used =
      this.usedChars() - (this.#items.has(key) ? key.length + this.#items.get(key)!.length : 0);
    if (used + key.length + value.length > (this.options.quota ?? Infinity)) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.#items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.#check();
    this.#items.delete(key);
  }
  clear(): void {
    this.#check();
    this.#items.clear();
  }

  /** Every key and value, for comparing storage before and after. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.#items);
  }
  usedChars(): number {
    let used = 0;
    for (const [key, value] of this.#items) used += key.length + value.length;
    return used;
  }
  /** Sets the quota to what is stored now plus `spare` characters. */
  limitTo(spare: number): void {
    this.options.quota = this.usedChars() + spare;
  }

  #check() {
    if (this.options.refuse) throw this.options.refuse();
  }
}
