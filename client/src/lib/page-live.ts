// The mark a server-rendered page carries once its own code runs (hydrated: its buttons work):
// set by PageMeta after React's commit, awaited by the entry (held input is replayed then) and read
// by journeys and tools as `html[data-page-live]`. Small on purpose: the entry imports it.
const ATTRIBUTE = 'data-page-live';

export function markPageLive() {
  document.documentElement.setAttribute(ATTRIBUTE, '');
}

/** Resolves once the page is marked live. */
export function pageLive(): Promise<void> {
  const root = document.documentElement;
  if (root.hasAttribute(ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [ATTRIBUTE] });
  });
}
