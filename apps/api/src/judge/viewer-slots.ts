import { HttpError } from '../http/errors.ts';

/**
 * Open event streams per address: one address may hold at most `perAddress` at once (a venue's
 * shared Wi-Fi with a screen per spectator still passes at the default 200), so one machine cannot
 * hold ten thousand. An address with no stream left is forgotten, so the map stays as small as the
 * set of addresses watching.
 */
export class ViewerSlots {
  readonly #open = new Map<string, number>();
  readonly #perAddress: number;

  constructor(perAddress: number) {
    this.#perAddress = perAddress;
  }

  /** Takes a slot for the address, or throws a 429; answers the release, which frees it once. */
  take(address: string): () => void {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.#perAddress) {
      throw new HttpError(
        429,
        'TOO_MANY_STREAMS',
        `Too many live streams from this network (at most ${this.#perAddress}). Please close some and try again.`,
      );
    }
    this.#open.set(address, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#open.get(address) ?? 1) - 1;
      if (left > 0) this.#open.set(address, left);
      else this.#open.delete(address);
    };
  }

  /** Streams open in all, and the addresses holding them. */
  counts(): { streams: number; addresses: number } {
    let streams = 0;
    for (const open of this.#open.values()) streams += open;
    return { streams, addresses: this.#open.size };
  }
}
