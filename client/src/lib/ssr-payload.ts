/** Id of the JSON block in which a server-rendered page carries its state (see entry-server.tsx). */
export const SSR_DATA_ID = 'ssr-data';

/** JSON safe inside an HTML element: no `</script>` or `<!--` can close or confuse the block. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
