// Hindi pages only (issue 26, decision 0070). The type rules are a stylesheet the server writes into
// the head; the font's file (118 KB, one variable file for every weight, its Devanagari subset
// alone) is asked for once the page has loaded, so that on a slow network it never competes with
// the page's HTML, scripts and main image for the first paint. `swap`: the system's Devanagari
// font draws the text until it arrives.
import '../styles/devanagari.css';
import fontUrl from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';

/** The family the type rules of styles/devanagari.css name first. */
const DEVANAGARI_FAMILY = 'Noto Sans Devanagari Variable';

/** Devanagari and the marks and signs Hindi text uses with it: the subset the font package's own stylesheet names for this file. */
const UNICODE_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

function addFace() {
  if (typeof FontFace === 'undefined') return;
  const face = new FontFace(DEVANAGARI_FAMILY, `url(${fontUrl}) format('woff2')`, {
    style: 'normal',
    weight: '100 900',
    display: 'swap',
    unicodeRange: UNICODE_RANGE,
  });
  document.fonts.add(face);
  // asked for now rather than at the next layout; a failed download leaves the system's font
  face.load().catch(() => undefined);
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'complete') addFace();
  else window.addEventListener('load', addFace, { once: true });
}
