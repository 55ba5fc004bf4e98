import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

const CLIENT_SRC = path.resolve(__dirname, '../../client/src');

function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

let definitions: DefinitionNode[] | undefined;
const allDefinitions = () => (definitions ??= graphqlFiles(CLIENT_SRC).flatMap((file) => parse(fs.readFileSync(file, 'utf8')).definitions));

/**
 * A client operation as a caller with the document sends it: the operation from its .graphql file with
 * exactly the fragments it spreads, wherever in client/src they are declared (a shared fragment lives in
 * components/). The browser itself sends its hash (server/src/gql/persisted-operations.json, docs/decisions/0057).
 */
export function clientOperation(name: string): string {
  const all = allDefinitions();
  const operation = all.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!operation) throw new Error(`no client operation named ${name}`);
  const fragments = new Map(all.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment || needed.has(name)) return;
        needed.set(name, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  return [operation, ...needed.values()].map((d) => print(d)).join('\n\n');
}
