import { create } from 'xmlbuilder2';
import { UBL_NS } from '../ubl-namespaces';

/** The few DOM members the fake reads (xmlbuilder2 parses into its own WHATWG-style DOM). */
export interface UblElement {
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly nodeType: number;
  readonly textContent: string | null;
  readonly childNodes: Iterable<UblElement>;
  getAttribute(name: string): string | null;
}

/** Only call on XML xmllint has already found well-formed: xmlbuilder2's parser is lenient. */
export function parseUbl(xml: string): UblElement {
  return create(xml).root().node as unknown as UblElement;
}

const ELEMENT_NODE = 1;

/**
 * Child elements. Not `children`: xmlbuilder2's DOM (@oozcitak/dom) iterates that collection
 * over all descendants.
 */
export function childElements(element: UblElement): UblElement[] {
  return Array.from(element.childNodes).filter((node) => node.nodeType === ELEMENT_NODE);
}

function matches(element: UblElement, step: string): boolean {
  const [prefix, name] = step.split(':') as [keyof typeof UBL_NS, string];
  return element.localName === name && element.namespaceURI === UBL_NS[prefix];
}

/** Every element at a path of prefixed steps below `from`: `all(root, 'cac:InvoiceLine')`. */
export function all(from: UblElement, path: string): UblElement[] {
  let current = [from];
  for (const step of path.split('/')) {
    current = current.flatMap((element) =>
      childElements(element).filter((child) => matches(child, step)),
    );
  }
  return current;
}

export function first(from: UblElement, path: string): UblElement | undefined {
  return all(from, path)[0];
}

/** Trimmed text at a path, '' when the element is empty and undefined when it is missing. */
export function text(from: UblElement, path: string): string | undefined {
  return first(from, path)?.textContent?.trim();
}

export function* descendants(from: UblElement): Generator<UblElement> {
  for (const child of childElements(from)) {
    yield child;
    yield* descendants(child);
  }
}
