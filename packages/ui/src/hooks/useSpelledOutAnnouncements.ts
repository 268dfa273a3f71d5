import { useEffect } from 'react';

/**
 * react-aria's Button announces that it is pending (and done) by putting a `role="img"` node,
 * labelled by the button's own id, into the live announcer, where it stays for seven seconds. When
 * the button goes before then (a Save or Login that moves to another page), that node is left
 * naming nothing: an image without a name (axe's role-img-alt) for a screen reader that comes upon it.
 * Each such announcement is spelled out at once instead: the words its label held, as plain text,
 * which is read just the same and cannot lose its name.
 */
function spellOut(announcer: Element) {
  for (const node of announcer.querySelectorAll('[role="img"][aria-labelledby]')) {
    const words = (node.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id)?.textContent?.trim() : undefined))
      .filter(Boolean)
      .join(' ');
    node.removeAttribute('role');
    node.removeAttribute('aria-labelledby');
    node.textContent = words;
  }
}

/** Keeps the live announcer's announcements as text while mounted (see spellOut); ToastRegion uses it. */
export function useSpelledOutAnnouncements() {
  useEffect(() => {
    let announcer: Element | null = null;
    const inAnnouncer = new MutationObserver(() => {
      if (announcer) spellOut(announcer);
    });
    // react-aria adds its announcer to the body on the first announcement: watch for it there.
    const findAnnouncer = () => {
      const found = document.querySelector('[data-live-announcer]');
      if (!found || found === announcer) return;
      announcer = found;
      inAnnouncer.disconnect();
      inAnnouncer.observe(found, { childList: true, subtree: true });
      spellOut(found);
    };
    const onBody = new MutationObserver(findAnnouncer);
    onBody.observe(document.body, { childList: true });
    findAnnouncer();
    return () => {
      onBody.disconnect();
      inAnnouncer.disconnect();
    };
  }, []);
}
