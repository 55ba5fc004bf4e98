import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every user-facing text of a zod schema comes from MESSAGES (docs/decisions/0034): a schema in
 * validation/ names `MESSAGES.area.key`, never a literal. The scan reads each file's syntax and
 * reports string literals given to zod's checks (`.min(`, `.max(`, `.regex(`, `.refine(`…), to our
 * field helpers (`requiredText(`, `password(`, `phoneNumber(`…), as `error:` or `message:`, or as
 * a parameter's default.
 */
const VALIDATION_DIR = path.join(__dirname, 'validation');

/** Calls whose string arguments are messages (or labels that messages name). */
const MESSAGE_TAKERS = new Set([
  // zod
  'array',
  'boolean',
  'date',
  'email',
  'endsWith',
  'enum',
  'gt',
  'gte',
  'int',
  'length',
  'lt',
  'lte',
  'max',
  'min',
  'nonempty',
  'nonnegative',
  'number',
  'object',
  'positive',
  'refine',
  'regex',
  'startsWith',
  'string',
  'superRefine',
  // validation/fields.ts and the local helpers built on it
  'contactField',
  'optionalDate',
  'optionalNumber',
  'optionalText',
  'password',
  'passwordField',
  'patterned',
  'phoneNumber',
  'requiredNumber',
  'requiredText',
  'stars',
  'wholeFromOne',
]);
const MESSAGE_KEYS = new Set(['error', 'message']);

const isText = (node: ts.Node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** Text literals that `node` may evaluate to (a literal, either side of `?:`, a concatenation). */
function textsIn(node: ts.Node, found: ts.Node[]): void {
  if (isText(node)) found.push(node);
  else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach((n) => textsIn(n, found));
  else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) textsIn(node.expression, found);
  else if (ts.isBinaryExpression(node)) [node.left, node.right].forEach((n) => textsIn(n, found));
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** `line: text` for each literal message of a source text. */
function literalMessages(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    // a MESSAGES function's arguments (`MESSAGES.validation.tooLong('Search', 100)`) are parts of a message too
    const composesMessage = ts.isCallExpression(node) && node.expression.getText(file).startsWith('MESSAGES.');
    if (ts.isCallExpression(node) && (MESSAGE_TAKERS.has(calleeName(node) ?? '') || composesMessage)) {
      for (const arg of node.arguments) textsIn(arg, found);
    }
    if (ts.isPropertyAssignment(node) && MESSAGE_KEYS.has(node.name.getText(file))) textsIn(node.initializer, found);
    if (ts.isParameter(node) && node.initializer) textsIn(node.initializer, found);
    node.forEachChild(visit);
  };
  visit(file);
  return lines(file, found);
}

function lines(file: ts.SourceFile, found: ts.Node[]): string[] {
  return found
    .sort((x, y) => x.getStart(file) - y.getStart(file))
    .map((n) => `${file.getLineAndCharacterOfPosition(n.getStart(file)).line + 1}: ${n.getText(file)}`);
}

/**
 * The client's texts come from MESSAGES too (docs/decisions/0034), named through its text tables
 * (`lib/messages.ts`, `features/<area>/messages.ts`), which point into MESSAGES and hold no literal.
 * Outside them the scan reports literals given to a toast (`notify.*(`, and `title:`/`description:`
 * of `toaster.create(`), to `failureText(`, as a query's, a delete's or a list's texts (`failure:`,
 * `success:`, `question:`, `failed:`, `done:`, `empty:`), or as a state's `failure=` or `message=`.
 */
const CLIENT_DIR = path.join(__dirname, '../../client/src');

const NOTIFY_CALLS = new Set(['notify.success', 'notify.error', 'notify.failure', 'notify.info', 'failureText']);
const CLIENT_MESSAGE_KEYS = new Set(['failure', 'success', 'question', 'failed', 'done', 'empty']);
const TOAST_KEYS = new Set(['title', 'description']);
const STATE_ATTRIBUTES = new Set(['failure', 'message']);

/** `line: text` for each literal message of a client source text. */
function clientLiteralMessages(fileName: string, source: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: ts.Node[] = [];
  const textTable = path.basename(fileName) === 'messages.ts';
  const visit = (node: ts.Node, inToast: boolean) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (textTable && isText(node)) found.push(node);
    const callee = ts.isCallExpression(node) ? node.expression.getText(file) : '';
    if (ts.isCallExpression(node) && NOTIFY_CALLS.has(callee)) for (const arg of node.arguments) textsIn(arg, found);
    if (ts.isPropertyAssignment(node)) {
      const key = node.name.getText(file);
      if (CLIENT_MESSAGE_KEYS.has(key) || (inToast && TOAST_KEYS.has(key))) textsIn(node.initializer, found);
    }
    if (ts.isJsxAttribute(node) && node.initializer && STATE_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      textsIn(ts.isJsxExpression(value) && value.expression ? value.expression : value, found);
    }
    node.forEachChild((child) => visit(child, inToast || callee === 'toaster.create'));
  };
  visit(file, false);
  return lines(file, found);
}

function clientFiles(dir: string, under = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${under}${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'gql' ? [] : clientFiles(path.join(dir, entry.name), `${relative}/`);
      return /\.tsx?$/.test(entry.name) && !/\.(test|generated)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
    })
    .sort();
}

const clientScan = (f: string) => clientLiteralMessages(f, fs.readFileSync(path.join(CLIENT_DIR, f), 'utf8'));

const files = fs
  .readdirSync(VALIDATION_DIR)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .sort();
const scan = (f: string) => literalMessages(f, fs.readFileSync(path.join(VALIDATION_DIR, f), 'utf8'));

describe('the messages catalogue', () => {
  it('finds literal messages wherever a schema can hold one', () => {
    const source = `
      const a = z.string({ error: 'A is required' }).min(1, 'A is required').max(5, \`A: at most \${5}\`);
      const b = requiredText('B is required', 10, 'B');
      const c = z.object({ x: z.number() }).refine((v) => v.x === 'ok', { path: ['x'], message: 'X is wrong' });
      const d = (invalid = 'Invalid D') => invalid;
      const e = z.string().regex(/^a$/, cond ? 'One' : 'Other');
      const f = z.array(z.string()).max(3, MESSAGES.validation.tooMany('F', 3));
      const fine = z.enum(['a', 'b'], { error: MESSAGES.x.y }).min(1, MESSAGES.x.z);`;
    expect(literalMessages('sample.ts', source)).toEqual([
      "2: 'A is required'",
      "2: 'A is required'",
      '2: `A: at most ${5}`',
      "3: 'B is required'",
      "3: 'B'",
      "4: 'X is wrong'",
      "5: 'Invalid D'",
      "6: 'One'",
      "6: 'Other'",
      "7: 'F'",
    ]);
  });

  it('holds every message of the zod schemas in validation/', () => {
    expect(files).toEqual(expect.arrayContaining(['reviews.ts', 'rides.ts', 'shops.ts']));
    const literal = files.flatMap((f) => scan(f).map((line) => `${f}:${line}`));
    expect(literal).toEqual([]);
  });

  it('finds literal messages wherever a client screen can hold one', () => {
    const source = `
      notify.error(failureText(done.error, 'Could not save.'));
      notify.success(saved ? 'Saved' : TEXT.created);
      toaster.create({ title: 'Hello', description: \`Bye\`, type: 'info' });
      const LISTED = withToasts({ failure: 'List failed', success: TEXT.ok });
      const texts = { question: 'Sure?', failed: 'Not deleted', done: 'Deleted', empty: 'None yet.' };
      const el = <QueryState failure="Not loaded" empty={<EmptyState message={'Nothing'} />} />;
      const fine = <Row title="Heading" label="Name" note={TEXT.note} failure={TEXT.failed} />;`;
    expect(clientLiteralMessages('sample.tsx', source)).toEqual([
      "2: 'Could not save.'",
      "3: 'Saved'",
      "4: 'Hello'",
      '4: `Bye`',
      "5: 'List failed'",
      "6: 'Sure?'",
      "6: 'Not deleted'",
      "6: 'Deleted'",
      "6: 'None yet.'",
      '7: "Not loaded"',
      "7: 'Nothing'",
    ]);
    expect(clientLiteralMessages('messages.ts', "import { MESSAGES } from 'x';\nexport const T = { a: MESSAGES.a, b: 'B' };")).toEqual(["2: 'B'"]);
  });

  it('holds every toast, failure and empty text of the client screens', () => {
    const all = clientFiles(CLIENT_DIR);
    expect(all).toEqual(expect.arrayContaining(['features/dealer/messages.ts', 'features/test-drives/messages.ts', 'routes/my-test-rides.tsx']));
    const literal = all.flatMap((f) => clientScan(f).map((line) => `${f}:${line}`));
    expect(literal).toEqual([]);
  });
});
