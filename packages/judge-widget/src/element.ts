/**
 * <judge-results>: live judge results of one or more platforms, in one or more banner variations,
 * for a federation's own site or a livestream overlay. No framework: plain DOM in an open shadow
 * root with its own stylesheet.
 *
 *   <judge-results server="https://results.example.org" platforms="1,2"
 *                  variations="banner-300,minimalist-stats" theme="dark" transparent></judge-results>
 */
import { PlatformFeed } from '@gym/judge-feed-client';
import { parseMeet, parsePlatforms, parseServer, parseVariations } from './attributes.ts';
import { renderSection } from './render.ts';
import { adoptStyles } from './styles.ts';

// Importing the ES module where there is no DOM (server-side rendering) must not throw.
const Base = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

export class JudgeResultsElement extends Base {
  static readonly observedAttributes = ['server', 'meet', 'platforms', 'variations', 'theme', 'transparent'];

  readonly #root: ShadowRoot;
  readonly #container: HTMLElement;
  readonly #feeds = new Map<number, PlatformFeed>();
  readonly #groups = new Map<number, HTMLElement>();
  /** The server and meet the open feeds read. */
  #source: string | undefined;
  #connected = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.#root);
    this.#container = this.ownerDocument.createElement('div');
    this.#container.className = 'root';
    this.#container.setAttribute('part', 'root');
    this.#root.append(this.#container);
  }

  connectedCallback(): void {
    this.#connected = true;
    this.#sync();
  }

  disconnectedCallback(): void {
    this.#connected = false;
    for (const feed of this.#feeds.values()) feed.stop();
    this.#feeds.clear();
    this.#source = undefined;
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    // theme and transparent are read by the stylesheet (:host([theme="dark"]), :host([transparent])).
    if (previous === value || name === 'theme' || name === 'transparent') return;
    if (this.#connected) this.#sync();
  }

  /** The platform ids shown, from the `platforms` attribute. */
  get platforms(): number[] {
    return parsePlatforms(this.getAttribute('platforms'));
  }

  /** Fetches the platform's feed now (all platforms without an argument), as its Retry button does. */
  retry(platform?: number): void {
    for (const [id, feed] of this.#feeds) if (platform === undefined || platform === id) feed.retry();
  }

  /** Opens and closes feeds to match the attributes, then draws every section. */
  #sync(): void {
    const server = parseServer(this.getAttribute('server'));
    const meet = parseMeet(this.getAttribute('meet'));
    const source = `${server} ${meet ?? ''}`;
    const platforms = this.platforms;
    for (const [id, feed] of this.#feeds) {
      if (source !== this.#source || !platforms.includes(id)) {
        feed.stop();
        this.#feeds.delete(id);
      }
    }
    this.#source = source;
    for (const id of platforms) {
      if (this.#feeds.has(id)) continue;
      // The feed streams when the page has a stream to spare (MAX_STREAMS), else it polls.
      const feed = new PlatformFeed({ server, meet, platform: id });
      feed.subscribe(() => this.#draw(id));
      this.#feeds.set(id, feed);
      feed.start();
    }
    this.#groups.clear();
    this.#container.replaceChildren(
      ...platforms.map((id) => {
        const group = this.ownerDocument.createElement('div');
        group.className = 'platform';
        this.#groups.set(id, group);
        this.#draw(id);
        return group;
      }),
    );
  }

  /** Redraws one platform's sections, one per variation. */
  #draw(platform: number): void {
    const group = this.#groups.get(platform);
    const feed = this.#feeds.get(platform);
    if (!group || !feed) return;
    const variations = parseVariations(this.getAttribute('variations'));
    group.replaceChildren(
      ...variations.map((variation) =>
        renderSection(this.ownerDocument, {
          platform,
          variation,
          ...feed.getState(),
          onRetry: feed.retry,
        }),
      ),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'judge-results': JudgeResultsElement;
  }
}
