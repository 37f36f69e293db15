// `croupier gallery --out <dir>`: the widget gallery as static files (index.html, gallery.css, one
// page per cell and the artwork the cells show), rendered with data of an in-memory sandbox. The
// pages hold no script but the one that sizes each cell's frame, so they open from the file
// system as from any static host.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer, mergeConfig } from 'vite';
import { viteConfig } from '../../vite.config.ts';
import { buildServer } from '../sandbox/server.ts';
import { cellPath, galleryCells } from './gallery-model.ts';
import { galleryRenderer, type GalleryAuth } from './gallery-renderer.ts';

export interface ExportGalleryOptions {
  outDir: string;
  auth?: GalleryAuth;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface ExportedGallery {
  /** Paths written, relative to `outDir`. */
  files: string[];
  cells: number;
  widgets: number;
  brands: string[];
  /** Cells whose widget did not render fully, with why. */
  problems: { cell: string; problems: string[] }[];
}

/** Attributes whose root-relative URL is a file the cell shows: images, media and their preloads. */
const LOCAL_SOURCE = /\s(src|poster|srcset|srcSet)="([^"]+)"/g;
const PRELOAD_LINK = /<link [^>]*>/g;
const LINK_HREF = /\shref="([^"]+)"/;

const isRootRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * A cell's page with the files it shows made relative to the gallery's root (cells sit one folder
 * down), noting each file in `files` to copy beside it.
 */
export function withRelativeSources(page: string, files: Set<string>): string {
  const relative = (url: string) => {
    if (!isRootRelative(url)) return url;
    files.add(url.split(/[?#]/)[0]!);
    return `..${url}`;
  };
  return page
    .replace(LOCAL_SOURCE, (_, attribute: string, value: string) => {
      const urls =
        attribute.toLowerCase() === 'srcset'
          ? value
              .split(',')
              .map((candidate) => candidate.trim().replace(/^\S+/, (url) => relative(url)))
              .join(', ')
          : relative(value);
      return ` ${attribute}="${urls}"`;
    })
    .replace(PRELOAD_LINK, (tag) => tag.replace(LINK_HREF, (_, url: string) => ` href="${relative(url)}"`));
}

export async function exportGallery({
  outDir,
  auth = 'player',
  log = () => undefined,
}: ExportGalleryOptions): Promise<ExportedGallery> {
  const sandbox = await buildServer({ memory: true });
  const vite = await createServer(
    mergeConfig(viteConfig(false), {
      configFile: false,
      appType: 'custom',
      logLevel: 'warn',
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    }),
  );
  const renderer = galleryRenderer(vite, sandbox.app, { auth });
  try {
    const model = await renderer.model();
    const files: string[] = [];
    const write = async (path: string, content: string | Uint8Array) => {
      await mkdir(dirname(join(outDir, path)), { recursive: true });
      await writeFile(join(outDir, path), content);
      files.push(path);
    };
    await write('index.html', await renderer.index());
    await write('gallery.css', await renderer.stylesheet());
    const cells = galleryCells(model);
    const problems: ExportedGallery['problems'] = [];
    const artwork = new Map<string, string>();
    for (const [index, cell] of cells.entries()) {
      const path = cellPath(cell);
      const rendered = await renderer.renderCell(cell, '../gallery.css');
      if (rendered.problems.length > 0) problems.push({ cell: path, problems: rendered.problems });
      const shown = new Set<string>();
      await write(path, withRelativeSources(rendered.page, shown));
      for (const file of shown) if (!artwork.has(file)) artwork.set(file, cell.brand);
      if ((index + 1) % 50 === 0) log(`  ${index + 1}/${cells.length} cells`);
    }
    for (const [file, brand] of artwork) {
      const host = await renderer.hostOf(brand);
      const response = await sandbox.app.inject({ method: 'GET', url: file, headers: { host } });
      if (response.statusCode === 200) await write(file.slice(1), new Uint8Array(response.rawPayload));
    }
    return {
      files,
      cells: cells.length,
      widgets: model.widgets.length,
      brands: model.brands.map((brand) => brand.id),
      problems,
    };
  } finally {
    await vite.close();
    await sandbox.close();
  }
}
