// The widget gallery's content, without React: which cells there are (widget × example × brand ×
// width), what each widget's props schema says, and the HTML of the index page and of a cell's
// page. `npm run dev` serves it at /_gallery, `croupier gallery --out <dir>` writes it as files.

/** The widths a widget is shown at: a phone's and a desktop's, each with the device it renders for. */
export const GALLERY_WIDTHS = [
  { id: 'phone', width: 390, device: 'mobile' },
  { id: 'desktop', width: 1280, device: 'desktop' },
] as const;

export type GalleryWidth = (typeof GALLERY_WIDTHS)[number];
export type GalleryWidthId = GalleryWidth['id'];

/** One rendering of the gallery: a widget with one of its examples, in one brand, at one width. */
export interface GalleryCell {
  widget: string;
  /** Index into the widget's examples (`widgetExamples`): 0 is `example`. */
  example: number;
  brand: string;
  width: GalleryWidthId;
}

/** What the gallery shows of a widget besides its renderings. */
export interface GalleryWidget {
  id: string;
  version: number;
  schema: unknown;
  examples: Record<string, unknown>[];
}

export interface GalleryBrand {
  id: string;
  name: string;
}

export interface GalleryModel {
  widgets: GalleryWidget[];
  brands: GalleryBrand[];
}

/** Every cell of the gallery, widget by widget. */
export function galleryCells(model: GalleryModel): GalleryCell[] {
  return model.widgets.flatMap((widget) =>
    widget.examples.flatMap((_, example) =>
      model.brands.flatMap((brand) =>
        GALLERY_WIDTHS.map((width) => ({ widget: widget.id, example, brand: brand.id, width: width.id })),
      ),
    ),
  );
}

/** A cell's path below the gallery's root, the same in development and in the written gallery. */
export function cellPath(cell: GalleryCell): string {
  return `cells/${cell.widget}--${cell.example}--${cell.brand}--${cell.width}.html`;
}

/** The cell a path names (`cellPath`'s inverse), or undefined. */
export function parseCellPath(path: string): GalleryCell | undefined {
  const match = /^cells\/([a-z][a-z0-9-]*)--(\d+)--([a-z0-9_-]+?)--(phone|desktop)\.html$/.exec(path);
  if (!match) return undefined;
  return {
    widget: match[1]!,
    example: Number(match[2]),
    brand: match[3]!,
    width: match[4] as GalleryWidthId,
  };
}

export function widthOf(id: GalleryWidthId): GalleryWidth {
  return GALLERY_WIDTHS.find((width) => width.id === id)!;
}

/** One documented prop: where it sits, its type, whether it is required, its default and description. */
export interface PropDoc {
  path: string;
  type: string;
  required: boolean;
  description: string;
  default?: unknown;
}

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typeOf(node: SchemaNode): string {
  if (Array.isArray(node.enum)) return node.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (Array.isArray(node.type)) return node.type.join(' | ');
  if (typeof node.type === 'string') {
    if (node.type === 'array' && isNode(node.items)) return `${typeOf(node.items)}[]`;
    return node.type;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = node[key];
    if (Array.isArray(options)) return options.filter(isNode).map(typeOf).join(' | ');
  }
  if (typeof node.$ref === 'string') return node.$ref.replace(/^.*\//, '');
  return 'any';
}

/**
 * The documented props of a props schema, nested ones included (`items[].href`), in schema order,
 * each with its schema `default` when it has one.
 * @example propDocs({ type: 'object', properties: { limit: { type: 'integer', default: 15, description: 'Games.' } } })
 * // [{ path: 'limit', type: 'integer', required: false, description: 'Games.', default: 15 }]
 */
export function propDocs(schema: unknown): PropDoc[] {
  const docs: PropDoc[] = [];
  const visit = (node: SchemaNode, prefix: string) => {
    const properties = isNode(node.properties) ? node.properties : {};
    const required = Array.isArray(node.required) ? node.required : [];
    for (const [name, child] of Object.entries(properties)) {
      if (!isNode(child)) continue;
      const path = `${prefix}${name}`;
      docs.push({
        path,
        type: typeOf(child),
        required: required.includes(name),
        description: typeof child.description === 'string' ? child.description : '',
        ...(child.default !== undefined && { default: child.default }),
      });
      if (isNode(child.properties)) visit(child, `${path}.`);
      if (isNode(child.items) && isNode(child.items.properties)) visit(child.items, `${path}[].`);
    }
  };
  if (isNode(schema)) visit(schema, '');
  return docs;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const pretty = (value: unknown) => escapeHtml(JSON.stringify(value, null, 2));

/** The scale a desktop cell is shown at on the index page (1280 px would not fit beside a phone). */
const DESKTOP_SCALE = 0.5;

const INDEX_STYLE = `
  :root { color-scheme: light dark; font: 14px/1.45 system-ui, sans-serif; }
  body { margin: 0; display: grid; grid-template-columns: 220px 1fr; }
  nav { position: sticky; top: 0; height: 100vh; overflow: auto; padding: 16px; box-sizing: border-box; border-right: 1px solid #8884; }
  nav a { display: block; padding: 2px 0; }
  main { padding: 16px 24px; min-width: 0; }
  section.widget { border-bottom: 1px solid #8884; padding-bottom: 24px; margin-bottom: 24px; }
  h2 { margin: 0 0 8px; }
  table { border-collapse: collapse; margin: 8px 0; }
  th, td { border: 1px solid #8884; padding: 4px 8px; text-align: left; vertical-align: top; }
  table.props td:last-child { min-width: 320px; }
  pre { background: #8881; padding: 8px; overflow: auto; max-height: 360px; margin: 4px 0; }
  .cells { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin: 8px 0; }
  figure.cell { margin: 0; }
  figcaption { font-size: 12px; opacity: 0.8; margin-bottom: 4px; }
  .frame { overflow: hidden; border: 1px solid #8886; }
  .frame iframe { border: 0; display: block; transform-origin: 0 0; background: transparent; }
`;

/**
 * Sets each cell's height to its content's: a cell page posts its height (any origin, the file
 * system's included, since the written gallery opens from there).
 */
const INDEX_SCRIPT = `
  addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'croupier-gallery-height') return;
    var frame = document.querySelector('iframe[data-cell="' + data.cell + '"]');
    if (!frame) return;
    var scale = Number(frame.getAttribute('data-scale'));
    var height = Math.min(Math.max(Number(data.height) || 0, 40), 4000);
    frame.style.height = height + 'px';
    frame.parentElement.style.height = Math.ceil(height * scale) + 'px';
  });
`;

/** A default as code; a long one (a list of menu items) folded, to keep the table readable. */
function defaultCell(value: unknown): string {
  if (value === undefined) return '';
  const json = JSON.stringify(value);
  return json.length <= 40
    ? `<code>${escapeHtml(json)}</code>`
    : `<details><summary>…</summary><pre>${pretty(value)}</pre></details>`;
}

function propsTable(docs: PropDoc[]): string {
  if (docs.length === 0) return '<p>No props.</p>';
  const rows = docs
    .map(
      (doc) =>
        `<tr><td><code>${escapeHtml(doc.path)}</code>${doc.required ? ' <strong>required</strong>' : ''}</td>` +
        `<td><code>${escapeHtml(doc.type)}</code></td>` +
        `<td>${defaultCell(doc.default)}</td>` +
        `<td>${escapeHtml(doc.description)}</td></tr>`,
    )
    .join('');
  return `<table class="props"><thead><tr><th>prop</th><th>type</th><th>default</th><th>description</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * The index page: every widget with its props (a table of their descriptions and the schema as
 * JSON), and for each example its props and its cells, one per brand and width, each an iframe
 * of the cell's page at the width's size.
 * @example galleryIndexHtml(model, { cellHref: (cell) => cellPath(cell) })
 */
export function galleryIndexHtml(
  model: GalleryModel,
  {
    cellHref,
    title = 'Croupier widget gallery',
  }: { cellHref: (cell: GalleryCell) => string; title?: string },
): string {
  const nav = model.widgets.map((widget) => `<a href="#${widget.id}">${escapeHtml(widget.id)}</a>`).join('');
  const sections = model.widgets
    .map((widget) => {
      const examples = widget.examples
        .map((props, example) => {
          const cells = model.brands
            .flatMap((brand) =>
              GALLERY_WIDTHS.map((width) => {
                const cell: GalleryCell = { widget: widget.id, example, brand: brand.id, width: width.id };
                const scale = width.id === 'desktop' ? DESKTOP_SCALE : 1;
                const name = `${widget.id} ${example} ${brand.id} ${width.id}`;
                return (
                  `<figure class="cell" data-widget="${widget.id}" data-brand="${brand.id}" data-width="${width.id}">` +
                  `<figcaption>${escapeHtml(brand.name)} · ${width.id} ${width.width} px${scale === 1 ? '' : ` (shown at ${scale * 100}%)`}</figcaption>` +
                  `<div class="frame" style="width:${Math.round(width.width * scale)}px;height:${Math.round(200 * scale)}px">` +
                  `<iframe title="${escapeHtml(name)}" data-cell="${escapeHtml(cellPath(cell))}" data-scale="${scale}" src="${escapeHtml(cellHref(cell))}" loading="lazy" ` +
                  `style="width:${width.width}px;height:200px;transform:scale(${scale})"></iframe></div></figure>`
                );
              }),
            )
            .join('');
          return (
            `<h3>Example ${example + 1}</h3><details><summary>props</summary><pre class="example-props">${pretty(props)}</pre></details>` +
            `<div class="cells">${cells}</div>`
          );
        })
        .join('');
      return (
        `<section class="widget" id="${widget.id}" data-widget="${widget.id}">` +
        `<h2>${escapeHtml(widget.id)} <small>v${widget.version}</small></h2>` +
        propsTable(propDocs(widget.schema)) +
        `<details><summary>props schema</summary><pre class="schema">${pretty(widget.schema)}</pre></details>` +
        examples +
        `</section>`
      );
    })
    .join('\n');
  const count = galleryCells(model).length;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)}</title>
<style>${INDEX_STYLE}</style>
</head>
<body>
<nav><strong>${model.widgets.length} widgets</strong><br /><small>${model.brands.map((b) => escapeHtml(b.name)).join(', ')}; phone and desktop; ${count} renderings</small>${nav}</nav>
<main>
<h1>${escapeHtml(title)}</h1>
${sections}
</main>
<script>${INDEX_SCRIPT}</script>
</body>
</html>
`;
}

/** The page of one cell: the widget's markup on the brand's page colours, posting its height. */
export function cellPageHtml({
  cell,
  html,
  themeStyle,
  stylesheetHref,
  lang,
  problems,
}: {
  cell: GalleryCell;
  html: string;
  /** The brand's theme as a style attribute (`themeStyleAttribute`). */
  themeStyle: string;
  stylesheetHref: string;
  lang: string;
  /** Why the widget did not render (fully), shown above what did. */
  problems: string[];
}): string {
  const width = widthOf(cell.width);
  // A widget may show nothing with this example and this visitor (a notice for restricted countries,
  // one that only changes the document's title): say so rather than show an empty frame.
  const empty =
    html.replace(/<[^>]*>/g, '').trim() === '' &&
    !/<(img|svg|iframe|canvas|video|input|button)\b/i.test(html);
  const notice =
    problems.length === 0 && empty
      ? `<p class="cr-gallery-empty" style="margin:8px;font:12px system-ui;opacity:.7">Renders nothing with this example here.</p>`
      : problems.length === 0
        ? ''
        : `<div class="cr-gallery-problem" role="alert" style="border:2px solid #cf222e;padding:8px;margin:8px;white-space:pre-wrap;font:12px monospace">${problems.map(escapeHtml).join('\n')}</div>`;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" style="${escapeHtml(themeStyle)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=${width.width}" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(`${cell.widget} — ${cell.brand} — ${cell.width}`)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}" />
</head>
<body>
${notice}<div id="root" data-gallery-widget="${cell.widget}">${html}</div>
<script>
(function () {
  var root = document.getElementById('root');
  function post() {
    var height = Math.ceil(root.getBoundingClientRect().bottom + scrollY) + 8;
    parent.postMessage({ type: 'croupier-gallery-height', cell: ${JSON.stringify(cellPath(cell))}, height: height }, '*');
  }
  addEventListener('load', post);
  if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(root);
  post();
})();
</script>
</body>
</html>
`;
}
