import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

/** A JSON file parsed with positions, so that issues can name line and column. */
export interface JsonDocument {
  text: string;
  /** The parsed value; undefined when the text has syntax errors. */
  value: unknown;
  root: Node | undefined;
  syntaxErrors: { offset: number; message: string }[];
  lineStarts: number[];
}

export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** "PropertyNameExpected" → "property name expected". */
function describeParseError(error: ParseError): string {
  return printParseErrorCode(error.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

export function parseJsonDocument(text: string): JsonDocument {
  const errors: ParseError[] = [];
  // Strict JSON: comments and trailing commas are errors (the API serves these files as JSON).
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const syntaxErrors = errors.map((e) => ({ offset: e.offset, message: describeParseError(e) }));
  let value: unknown;
  if (syntaxErrors.length === 0) value = JSON.parse(text) as unknown;
  return { text, value, root, syntaxErrors, lineStarts: lineStartsOf(text) };
}

/** 1-based line and column of an offset, given the offsets where lines start. */
export function positionAt(lineStarts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low]! + 1 };
}

export function positionOf(doc: JsonDocument, offset: number): { line: number; column: number } {
  return positionAt(doc.lineStarts, offset);
}

function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : segment));
}

/**
 * Line and column of the value at a JSON pointer; for a pointer that does not exist (a
 * missing property), of the deepest existing ancestor.
 */
export function positionOfPointer(doc: JsonDocument, pointer: string): { line: number; column: number } {
  if (!doc.root) return { line: 1, column: 1 };
  const segments = pointerSegments(pointer);
  for (let length = segments.length; length >= 0; length--) {
    const node = findNodeAtLocation(doc.root, segments.slice(0, length));
    if (node) return positionOf(doc, node.offset);
  }
  return positionOf(doc, doc.root.offset);
}
