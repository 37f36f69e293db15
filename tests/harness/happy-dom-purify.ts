// Test-environment fixes for DOMPurify under happy-dom, imported by tests only (the browser
// needs none of this). Without them DOMPurify leaves scripts and handlers in place in tests,
// so a test of sanitizing would pass or fail for the wrong reason.
//
// 1. happy-dom's `Node.prototype.nodeName` getter returns '' and every subclass overrides it;
//    browsers implement it once on Node.prototype. DOMPurify 3.4 reads names through the base
//    getter (to resist DOM clobbering), so every element looked unnamed and was dropped.
// 2. happy-dom's NodeIterator does not follow the DOM's "pre-removing steps": once the node it
//    returned is removed, iteration ends. DOMPurify removes nodes while iterating, so whatever
//    followed the first removed node was never sanitized.

const baseNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');

if (baseNodeName?.get && baseNodeName.get.call(document.createElement('p')) !== 'P') {
  const baseGet = baseNodeName.get;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      let proto = Object.getPrototypeOf(this) as object | null;
      while (proto && proto !== Node.prototype) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this) as string;
        proto = Object.getPrototypeOf(proto) as object | null;
      }
      return baseGet.call(this) as string;
    },
  });
}

type Filter = NodeFilter | ((node: Node) => number) | null;

/** The node after `node` in document order, staying inside `root`. */
function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  let current: Node | null = node;
  while (current && current !== root) {
    if (current.nextSibling) return current.nextSibling;
    current = current.parentNode;
  }
  return null;
}

/** The node before `node` in document order. */
function preceding(node: Node): Node | null {
  let previous = node.previousSibling;
  if (!previous) return node.parentNode;
  while (previous.lastChild) previous = previous.lastChild;
  return previous;
}

class RemovalSafeNodeIterator {
  private reference: Node | null = null;
  private anchor: Node | null = null;
  private done = false;

  constructor(
    readonly root: Node,
    readonly whatToShow: number = 0xffffffff,
    readonly filter: Filter = null,
  ) {}

  private accepts(node: Node): boolean {
    if (!((1 << (node.nodeType - 1)) & this.whatToShow)) return false;
    if (!this.filter) return true;
    const result = typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return result === 1;
  }

  nextNode(): Node | null {
    if (this.done) return null;
    let candidate: Node | null;
    if (!this.reference) candidate = this.root;
    else if (this.root.contains(this.reference)) candidate = following(this.reference, this.root);
    else if (this.anchor && this.root.contains(this.anchor)) candidate = following(this.anchor, this.root);
    else candidate = null;
    while (candidate && !this.accepts(candidate)) candidate = following(candidate, this.root);
    if (!candidate) {
      this.done = true;
      return null;
    }
    this.reference = candidate;
    this.anchor = preceding(candidate);
    return candidate;
  }

  previousNode(): Node | null {
    throw new Error('previousNode is not supported by the test NodeIterator');
  }

  detach(): void {}
}

// Only when the broken iterator is present (a newer happy-dom may fix it).
const probeRoot = document.createElement('div');
probeRoot.innerHTML = '<i></i><b></b>';
const probe = document.createNodeIterator(probeRoot, 1);
probe.nextNode();
(probe.nextNode() as Element | null)?.remove();
if (probe.nextNode() === null) {
  function createNodeIterator(root: Node, whatToShow?: number, filter?: Filter) {
    return new RemovalSafeNodeIterator(root, whatToShow, filter ?? null) as unknown as NodeIterator;
  }
  // happy-dom gives each window its own Document subclasses; patch whichever prototype
  // actually provides the method, for the page and for the inert template document that
  // DOMPurify parses into.
  const templateDocument = document.createElement('template').content.ownerDocument;
  for (const doc of [document, templateDocument]) {
    let proto = Object.getPrototypeOf(doc) as object | null;
    while (proto && !Object.prototype.hasOwnProperty.call(proto, 'createNodeIterator')) {
      proto = Object.getPrototypeOf(proto) as object | null;
    }
    if (proto)
      Object.defineProperty(proto, 'createNodeIterator', {
        configurable: true,
        writable: true,
        value: createNodeIterator,
      });
  }
}

export {};
