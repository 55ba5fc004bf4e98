/** Page title and description; React 19 hoists them into <head>. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | EV Bazaar`}</title>
      <meta name="description" content={description} />
    </>
  );
}
