// Emotion renders each styled element's rules as a <style> tag just before it in the server's
// HTML. In the browser, Emotion then moves every one of those tags into <head> before hydrating,
// and each move makes the browser re-read that style sheet: about a millisecond per tag, with
// some 80 tags per page a ~100 ms block of a phone's main thread. The server hands them over
// already gathered in <head> instead: the component rules as ONE tag, marked as moved (`data-s`),
// which Emotion registers without re-reading, and the global styles (Chakra's reset, tokens and
// layers) as their own tags, which Emotion's <Global> hydrates in place.

const EMOTION_STYLE = /<style data-emotion="(css(?:-global)?) ([^"]*)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

/** Takes Emotion's style tags out of the markup and returns them gathered for the head. */
export function hoistEmotionStyles(markup: string): { styles: string; body: string } {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const seen = new Set<string>();
  const body = markup.replace(EMOTION_STYLE, (_tag, key: string, names: string, css: string) => {
    if (key === 'css-global') globals.push(`<style data-emotion="css-global ${names}">${css}</style>`);
    else if (!seen.has(names)) {
      seen.add(names);
      ids.push(names);
      rules.push(css);
    }
    return '';
  });
  const components = ids.length ? `<style data-emotion="css ${ids.join(' ')}" data-s="">${rules.join('')}</style>` : '';
  return { styles: globals.join('') + components, body };
}
