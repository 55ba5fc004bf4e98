import { published, readCompatFiles, schemaCompatProblems, type CompatInput } from '../scripts/schema-compat';

/**
 * The published-schema check of `npm test` (docs/decisions/0056): the committed files pass, and
 * each way a partner could be broken silently is shown to fail.
 */
describe('the published GraphQL schema', () => {
  const files = readCompatFiles('2026-11-27');

  /** The committed files with schema.graphql edited; `published: true` refreshes the baseline too (as `npm run schema:baseline` does). */
  const edited = (edit: (sdl: string) => string, options: { published?: boolean; changelog?: string; today?: string } = {}): CompatInput => {
    const schema = edit(files.schema);
    expect(schema).not.toBe(files.schema);
    return {
      ...files,
      schema,
      baseline: options.published ? published(schema) : files.baseline,
      changelog: options.changelog ?? files.changelog,
      today: options.today ?? files.today,
    };
  };
  /** schema.graphql without one field's line, and its one-line description when it has one */
  const without = (line: string) => (sdl: string) => sdl.replace(new RegExp(`(  "[^"\\n]*"\\n)?  ${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`), '');
  const release = (date: string, breaking: string) => `## ${date}\n\n### Breaking\n\n${breaking}\n\n`;
  /** the changelog with a newer release on top */
  const withRelease = (date: string, breaking: string) => files.changelog.replace('## 2026-11-27', `${release(date, breaking)}## 2026-11-27`);

  it('is the committed baseline, and every breaking change and deprecation is announced in docs/api/CHANGELOG.md', async () => {
    expect(await schemaCompatProblems(readCompatFiles())).toEqual([]);
  });

  it('fails on a field removed from schema.graphql, naming the change', async () => {
    const problems = await schemaCompatProblems(edited(without('myShop: Shop @auth(requires: [DEALER])')));
    expect(problems[0]).toBe("Breaking change to the published schema: Field 'myShop' was removed from object type 'Query' (Query.myShop).");
    expect(problems[1]).toMatch(/would break.*CHANGELOG\.md.*npm run schema:baseline/);
    expect(problems).toHaveLength(2);
  });

  it('fails on a required argument made of an optional one, naming the argument', async () => {
    const problems = await schemaCompatProblems(edited((sdl) => sdl.replace('productFacets(filter: ProductFilter)', 'productFacets(filter: ProductFilter!)')));
    expect(problems[0]).toMatch(/^Breaking change to the published schema: .*filter.*\(Query\.productFacets\(filter:\)\)\.$/);
  });

  it('asks for the baseline to be refreshed on a change that breaks nobody', async () => {
    const problems = await schemaCompatProblems(
      edited((sdl) => sdl.replace('type Shop implements Place {\n', 'type Shop implements Place {\n  motto: String\n')),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^schema\.graphql differs from the published baseline .*Field 'motto' was added.*run `npm run schema:baseline`/),
    ]);
    expect(
      await schemaCompatProblems(
        edited((sdl) => sdl.replace('type Shop implements Place {\n', 'type Shop implements Place {\n  motto: String\n'), { published: true }),
      ),
    ).toEqual([]);
  });

  it('fails when the baseline takes a breaking change that the changelog does not list, and passes once it is listed', async () => {
    const removed = without('myShop: Shop @auth(requires: [DEALER])');
    expect(await schemaCompatProblems(edited(removed, { published: true }))).toEqual([
      "docs/api/CHANGELOG.md does not announce this breaking change of the published schema under \"### Breaking\": Field 'myShop' was removed from object type 'Query' (`Query.myShop`).",
    ]);
    // named elsewhere than under Breaking is not an announcement
    const mentioned = files.changelog.replace('### Deprecated\n', '### Deprecated\n\n- `Query.myShop` is gone\n');
    expect(await schemaCompatProblems(edited(removed, { published: true, changelog: mentioned }))).toHaveLength(1);
    const announced = withRelease('2026-12-01', '- `Query.myShop` removed: read `Query.myDealerProfile`.');
    expect(await schemaCompatProblems(edited(removed, { published: true, changelog: announced }))).toEqual([]);
  });

  it('refuses removing a deprecated name before its announced date, and takes it after that date with a Breaking entry', async () => {
    const removed = without('dealersByLocation(locationId: ID!): [Dealer!]! @public @deprecated(reason: "Use shopsByLocation; removed after 2027-06-30")');
    const changelog = withRelease('2027-07-01', '- `Query.dealersByLocation` removed (deprecated on 2026-11-27).');
    expect(await schemaCompatProblems(edited(removed, { published: true, changelog, today: '2027-06-30' }))).toEqual([
      "`Query.dealersByLocation` is announced as removed after 2027-06-30: it may not be removed before then (Field 'dealersByLocation' (deprecated) was removed from object type 'Query').",
    ]);
    expect(await schemaCompatProblems(edited(removed, { published: true, changelog, today: '2027-07-01' }))).toEqual([]);
  });

  it('fails on a deprecation whose reason gives no removal date, or a date the changelog does not announce', async () => {
    const reasonless = (sdl: string) => sdl.replace(/(type TestDrive \{[^}]*?dealer: Dealer! )@deprecated\(reason: "[^"]*"\)/, '$1@deprecated');
    expect(await schemaCompatProblems(edited(reasonless, { published: true }))).toEqual([
      '`TestDrive.dealer` is deprecated with "No longer supported": the reason must read "Use <new name>; removed after YYYY-MM-DD".',
    ]);
    const later = (sdl: string) =>
      sdl.replace('"Use shopId; removed after 2027-06-30")\n  ): [Product!]!', '"Use shopId; removed after 2027-12-31")\n  ): [Product!]!');
    expect(await schemaCompatProblems(edited(later, { published: true }))).toEqual([
      'docs/api/CHANGELOG.md does not announce that `Query.searchProducts(dealerId:)` is removed after 2027-12-31.',
    ]);
  });
});
